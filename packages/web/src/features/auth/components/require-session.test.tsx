import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  drawnBeforeTheNextTask,
  inRoot,
  partsShown,
  renderWithoutAct,
  slowParts,
  until,
} from '@/lib/time-slicing.test-support';
import { RequireSession } from './require-session';
import { SessionContext, type SessionStatus } from './session-context';

let answer: (status: SessionStatus) => void = () => undefined;

function App() {
  const [status, setStatus] = useState<SessionStatus>('unknown');
  answer = setStatus;
  return (
    <SessionContext value={{ status, notice: null, signIn: () => undefined, signOut: async () => undefined }}>
      <RequireSession>{slowParts}</RequireSession>
    </SessionContext>
  );
}

renderWithoutAct();

describe('RequireSession', () => {
  it('draws the app, once the session is confirmed, in slices that let other tasks run between them', async () => {
    await inRoot(async (root, container) => {
      root.render(<App />);
      await until(() => container.textContent?.includes('Loading') === true);
      // The check's answer comes as a promise's does, outside any event.
      const drawn = await drawnBeforeTheNextTask(
        () => answer('loggedIn'),
        () => partsShown(container),
      );
      expect(drawn).toBe(false);
    });
  });
});
