import { UnauthorizedError } from '@cellar/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionCheck } from '@/features/auth/api/check-session';
import { sessionToken } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

function Status() {
  const { status, notice } = useSession();
  return <p>{`${status}: ${notice ?? 'no notice'}`}</p>;
}

function setUp() {
  let answer: (check: SessionCheck) => void = () => undefined;
  const check = new Promise<SessionCheck>((resolve) => {
    answer = resolve;
  });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider check={check}>
        <Status />
      </SessionProvider>
    </QueryClientProvider>,
  );
  /** A read answered 401 (the server refused the token). */
  const refused = (key: string) =>
    act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: [key],
          queryFn: () =>
            Promise.reject(new UnauthorizedError(401, { message: 'Session expired', type: 'Unauthorized' })),
          retry: false,
        })
        .catch(() => undefined);
    });
  return { answer: (result: SessionCheck) => act(async () => answer(result)), refused };
}

afterEach(() => {
  cleanup();
  sessionToken.clear();
});

describe('SessionProvider', () => {
  it('takes the answer of the check started for the page load', async () => {
    sessionToken.set('token');
    const { answer } = setUp();
    expect(screen.getByText('unknown: no notice')).toBeTruthy();
    await answer({ status: 'loggedIn', notice: null });
    expect(screen.getByText('loggedIn: no notice')).toBeTruthy();
  });

  it('says the session ended when a read is refused 401 once logged in', async () => {
    sessionToken.set('token');
    const { answer, refused } = setUp();
    await answer({ status: 'loggedIn', notice: null });
    await refused('object');
    expect(screen.getByText('loggedOut: Session expired')).toBeTruthy();
    expect(sessionToken.get()).toBeNull();
  });

  it('leaves a stale token to the check: the 401s of the reads started beside it say nothing', async () => {
    sessionToken.set('stale');
    const { answer, refused } = setUp();
    await refused('object');
    expect(screen.getByText('unknown: no notice')).toBeTruthy();
    await answer({ status: 'loggedOut', notice: null });
    await refused('listing');
    expect(screen.getByText('loggedOut: no notice')).toBeTruthy();
  });
});
