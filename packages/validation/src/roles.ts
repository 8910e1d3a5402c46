import { ownValue } from './fields';
import { ALL_PERMISSIONS, PERMISSIONS, type Permission } from './permissions';

/**
 * Guillotina's role names (decisions.md, "Roles and local permissions"): the global role of each account and
 * the roles a local grant may give.
 */
export const GUILLOTINA_ROLES = {
  Reader: 'guillotina.Reader',
  Editor: 'guillotina.Editor',
  Manager: 'guillotina.Manager',
} as const;

export type GuillotinaRole = (typeof GUILLOTINA_ROLES)[keyof typeof GUILLOTINA_ROLES];

export const ALL_GUILLOTINA_ROLES: readonly GuillotinaRole[] = Object.values(GUILLOTINA_ROLES);

/** The administrators' role: every permission, and the only one the ERP answers (contract.md, Accounts). */
export const ADMIN_ROLE: GuillotinaRole = GUILLOTINA_ROLES.Manager;

export const isGuillotinaRole = (value: unknown): value is GuillotinaRole =>
  (ALL_GUILLOTINA_ROLES as readonly unknown[]).includes(value);

/** What each role grants where no local grant decides. */
export const GUILLOTINA_ROLE_PERMISSIONS: Readonly<Record<GuillotinaRole, readonly Permission[]>> = {
  'guillotina.Reader': [PERMISSIONS.ViewContent],
  'guillotina.Editor': [PERMISSIONS.ViewContent, PERMISSIONS.ModifyContent, PERMISSIONS.ReviewContent],
  'guillotina.Manager': ALL_PERMISSIONS,
};

/** Whether a role grants a permission by default; unknown role or permission names never do. */
export const guillotinaRoleGrants = (role: string, permission: string): boolean =>
  isGuillotinaRole(role) && (GUILLOTINA_ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);

/**
 * Guillotina's own groups and the global roles each gives its members (guillotina/auth/groups.py): `Managers`, the
 * root user's group, holds guillotina.Manager with the container roles. `@user_info` names a user's groups but not
 * their roles.
 */
export const GUILLOTINA_GROUP_ROLES: Readonly<Record<string, readonly string[]>> = {
  Managers: [
    'guillotina.ContainerAdmin',
    'guillotina.ContainerDeleter',
    'guillotina.Owner',
    'guillotina.Member',
    GUILLOTINA_ROLES.Manager,
  ],
};

/** Who `@user_info` says is logged in: global roles (name to 1, true or 'Allow') and group names. */
export interface RoleHolder {
  roles: Readonly<Record<string, unknown>>;
  groups?: readonly string[];
}

const granted = (value: unknown): boolean =>
  value === true || value === 'Allow' || (typeof value === 'number' && value > 0);

/**
 * Whether a user holds a global role, given to it or through one of its groups (Guillotina's root is a Manager
 * only through `Managers`).
 *
 * @example
 * holdsRole({ roles: { 'guillotina.Authenticated': 1 }, groups: ['Managers'] }, ADMIN_ROLE); // true
 */
export const holdsRole = ({ roles, groups = [] }: RoleHolder, role: string): boolean =>
  granted(ownValue(roles, role)) ||
  groups.some((group) => ownValue(GUILLOTINA_GROUP_ROLES, group)?.includes(role) === true);
