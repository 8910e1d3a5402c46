import type { UserInfo } from '@cellar/sdk';
import { ADMIN_ROLE } from '@cellar/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Who is logged in (`@user_info`): asked once per session, forgotten at logout with the user's other data. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'user-info'],
  queryFn: () => apiClient.content.userInfo(),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The logged-in user; `enabled: false` asks nothing (a form without a draft, the login form). */
export const useCurrentUser = (enabled = true) => useQuery({ ...currentUserQuery, enabled });

/** Whether the user may use the ERP screens (commerce-operations §6: administrators only). */
export const isAdministrator = (user: UserInfo): boolean => Boolean(user.roles[ADMIN_ROLE]);
