import type { SessionStatus } from '@/features/auth/components/session-context';
import { loginErrorMessage } from '@/features/auth/utils/login-error-message';
import { apiClient, sessionToken } from '@/lib/api-client';

export interface SessionCheck {
  status: Exclude<SessionStatus, 'unknown'>;
  notice: string | null;
}

/**
 * Start-up check of the stored token (site-content-and-shell §1): a token the backend refuses is
 * forgotten; when the backend cannot answer, the login form is shown with the reason.
 */
export async function checkStoredSession(): Promise<SessionCheck> {
  if (sessionToken.get() === null) return { status: 'loggedOut', notice: null };
  try {
    if (await apiClient.session.check()) return { status: 'loggedIn', notice: null };
    sessionToken.clear();
    return { status: 'loggedOut', notice: null };
  } catch (error) {
    console.error('Session check failed', error);
    return { status: 'loggedOut', notice: loginErrorMessage(error) };
  }
}
