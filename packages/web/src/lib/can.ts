import { normalisePath } from '@cellar/sdk';
import { PERMISSIONS, type Permission } from '@cellar/validation';
import { queryOptions, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { currentUserQuery } from './current-user';

/** A `@canido` answer: permission name → granted. */
export type Permissions = Readonly<Record<string, boolean>>;

/**
 * Every permission the tabs need, plus DeleteContent (the Actions tab), ReviewContent ("always included in the
 * permission check", site-content §6) and ScheduleNewsletters (a newsletter's 'Upload to Brevo'): the one `@canido`
 * call of an object page, which every other question about a permission on the same object shares. A control asked
 * apart would come in after the page is drawn and move what is beside it.
 */
export const OBJECT_PAGE_PERMISSIONS: readonly Permission[] = [
  PERMISSIONS.ViewContent,
  PERMISSIONS.ModifyContent,
  PERMISSIONS.SeePermissions,
  PERMISSIONS.DeleteContent,
  PERMISSIONS.ViewLogs,
  PERMISSIONS.ReviewContent,
  PERMISSIONS.ScheduleNewsletters,
];

/** Every `@canido` answer is kept under this key (a grant drops them all). */
export const canidoKeys = { all: ['content', 'canido'] as const };

/**
 * `@canido` of an object for a list of permissions (by default the object page's): one cached call per object and
 * list (site-content-and-shell §7), under the object's content keys so a write or a grant refreshes it.
 */
export const canidoQuery = (path: string, permissions: readonly Permission[] = OBJECT_PAGE_PERMISSIONS) =>
  queryOptions({
    queryKey: [...canidoKeys.all, normalisePath(path), [...permissions].sort().join(',')] as const,
    queryFn: () => apiClient.content.canido(normalisePath(path), permissions),
    staleTime: 5 * 60_000,
  });

/**
 * What the admin asks whether the user may do: a content permission on an object (`on` its path), or `'erp'`, the
 * ERP screens, which are for administrators only (commerce-operations §6).
 */
export type Ability = { permission: Permission; on: string } | 'erp';

/** Whether a `@canido` answer grants `permission`: only a granted permission does, not an absent one. */
export const can = (permissions: Permissions | undefined, permission: Permission): boolean =>
  permissions?.[permission] === true;

/**
 * Whether the user may do `what`, asked of the server: `data` is the answer once known. A content permission is
 * asked with the object page's list (one cached call for the page and all its controls). The ERP is asked of `@user_info`: where the server cannot say who is an administrator, the answer is
 * yes, and the ERP's own 403 tells a non-administrator.
 *
 * @example
 * const canModify = useCan({ permission: PERMISSIONS.ModifyContent, on: path }).data === true;
 * const erp = useCan('erp'); // erp.data === false: 'Only administrators can use this screen.'
 */
export function useCan(what: Ability): UseQueryResult<boolean> {
  return useQuery(abilityQuery(what));
}

/** A query answering one question as a boolean, whatever it reads (the user, a `@canido` answer). */
type AnswerQuery = UseQueryOptions<unknown, Error, boolean, readonly unknown[]>;

function abilityQuery(what: Ability): AnswerQuery {
  if (what === 'erp')
    return queryOptions({
      ...currentUserQuery,
      select: (user) => user.administrator !== false,
    }) as AnswerQuery;
  return queryOptions({
    ...canidoQuery(what.on),
    select: (answer) => can(answer, what.permission),
  }) as AnswerQuery;
}
