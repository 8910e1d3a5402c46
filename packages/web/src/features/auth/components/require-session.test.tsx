import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequireSession } from './require-session';
import { SessionContext, type SessionStatus } from './session-context';

/** A part of the app that takes 2 ms to draw: 30 of them, a 60 ms render. */
function SlowPart() {
  const start = performance.now();
  while (performance.now() - start < 2) {
    // drawing
  }
  return <p>part</p>;
}

let answer: (status: SessionStatus) => void = () => undefined;

function App() {
  const [status, setStatus] = useState<SessionStatus>('unknown');
  answer = setStatus;
  return (
    <SessionContext value={{ status, notice: null, signIn: () => undefined, signOut: async () => undefined }}>
      <RequireSession>
        {Array.from({ length: 30 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical parts
          <SlowPart key={index} />
        ))}
      </RequireSession>
    </SessionContext>
  );
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let before: boolean | undefined;
beforeEach(() => {
  // Without act(), React schedules its work as in a browser, in tasks it yields between.
  before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('RequireSession', () => {
  it('draws the app, once the session is confirmed, in slices that let other tasks run between them', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(<App />);
      await until(() => container.textContent?.includes('Loading') === true);
      // The check's answer comes, as a promise's does, outside any event; a task is queued just after it.
      const drawnWhenTheTaskRan = await new Promise<boolean>((resolve) => {
        answer('loggedIn');
        setTimeout(() => resolve(container.textContent?.includes('part') === true), 0);
      });
      // Drawn in one go, the app would be on the page before that task could run.
      expect(drawnWhenTheTaskRan).toBe(false);
      await until(() => container.querySelectorAll('p').length === 30);
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
