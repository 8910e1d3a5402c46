import { isNotFound } from '@cellar/sdk';
import { ADMIN_ROLE, holdsRole } from '@cellar/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, loginEmail } from './api-client';

/** Who is logged in, as the admin uses it. */
export interface CurrentUser {
  /** The principal id (the key of form drafts). */
  id: string;
  /** Stamped on content reviews. */
  email: string;
  /** Whether the user may use the ERP screens; null when the server cannot say, and the ERP calls decide. */
  administrator: boolean | null;
}

/**
 * Asks `@user_info` (Guillotina's dbusers add-on, which the reference backend serves): an administrator holds the
 * Manager role, given to it or through its group (Guillotina's root is one through `Managers`). A server without it (404)
 * still has a logged-in user: the email the session was opened with, whose role the ERP itself checks (it answers
 * a non-administrator 403, contract.md), so the admin screens are not all shut for want of one view.
 */
export async function readCurrentUser(): Promise<CurrentUser> {
  try {
    const info = await apiClient.content.userInfo();
    return { id: info.id, email: info.email ?? info.id, administrator: holdsRole(info, ADMIN_ROLE) };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const email = loginEmail.get() ?? '';
    return { id: email, email, administrator: null };
  }
}

/** Who is logged in: asked once per session, forgotten at logout with the user's other data. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'user-info'],
  queryFn: readCurrentUser,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The logged-in user; `enabled: false` asks nothing (a form without a draft, the login form). */
export const useCurrentUser = (enabled = true) => useQuery({ ...currentUserQuery, enabled });
