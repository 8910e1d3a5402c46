import { createContext, useContext } from 'react';

/** Login state (site-content-and-shell §4): unknown while the stored token is checked. */
export type SessionStatus = 'unknown' | 'loggedIn' | 'loggedOut';

export interface SessionContextValue {
  status: SessionStatus;
  /** Why the start-up check could not confirm the session (e.g. backend down), shown on the login form. */
  notice: string | null;
  /** Keeps a fresh session token and the email it was opened with, and shows the app. */
  signIn: (token: string, email: string) => void;
  /**
   * Releases the editing locks this browser's pages hold, ends the session on the server (best effort), forgets the
   * token and shows the login form. Drafts stay, for the next login of the same user.
   */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
