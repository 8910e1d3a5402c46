import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SessionCheck } from '@/features/auth/api/check-session';
import { watchSessionExpiry } from '@/features/auth/utils/watch-session-expiry';
import { apiClient, loginEmail, sessionToken } from '@/lib/api-client';
import { heldLocks } from '@/lib/held-locks';
import { clearSessionData } from '@/lib/query-client';
import { SessionContext, type SessionContextValue, type SessionStatus } from './session-context';

interface SessionState {
  status: SessionStatus;
  notice: string | null;
}

/**
 * The login state of the page. `check` is the page load's check of the stored token (`checkStoredSession`), started
 * before React draws so that the first reads need not wait for an effect to ask.
 */
export function SessionProvider({ check, children }: { check: Promise<SessionCheck>; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() => ({
    status: sessionToken.get() === null ? 'loggedOut' : 'unknown',
    notice: null,
  }));

  useEffect(() => {
    if (state.status !== 'unknown') return;
    let cancelled = false;
    void check.then((result) => {
      if (!cancelled) setState(result);
    });
    return () => {
      cancelled = true;
    };
  }, [state.status, check]);

  // A call refused with 401 while the app is open means the session ended: back to the login form. Before (the
  // page's first reads go out beside the session check) the check alone decides, and says nothing of an expiry.
  const status = useRef(state.status);
  useEffect(() => {
    status.current = state.status;
  }, [state.status]);
  useEffect(
    () =>
      watchSessionExpiry(queryClient, (message) => {
        if (status.current !== 'loggedIn') return;
        sessionToken.clear();
        clearSessionData(queryClient);
        setState({ status: 'loggedOut', notice: message });
      }),
    [queryClient],
  );

  const signIn = useCallback((token: string, email: string) => {
    sessionToken.set(token);
    loginEmail.set(email);
    setState({ status: 'loggedIn', notice: null });
  }, []);

  const signOut = useCallback(async () => {
    // The editing locks this browser's pages hold go first, while the token can still release them: the logout
    // ends it, and the pages' own release on leaving would come too late.
    await heldLocks.releaseAll();
    try {
      await apiClient.session.logout();
    } catch (error) {
      // The token is forgotten either way; the server lets it expire.
      console.error('Logout call failed', error);
    }
    sessionToken.clear();
    clearSessionData(queryClient);
    setState({ status: 'loggedOut', notice: null });
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({ status: state.status, notice: state.notice, signIn, signOut }),
    [state, signIn, signOut],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
