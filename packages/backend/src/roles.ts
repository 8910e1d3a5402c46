import { ALL_PERMISSIONS, PERMISSIONS, type Permission } from '@cellar/validation';

/** Account roles, as stored in `accounts.role`. */
export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Guillotina role names: the global role of each account and the roles local grants may give. */
export const GUILLOTINA_ROLES = {
  Reader: 'guillotina.Reader',
  Editor: 'guillotina.Editor',
  Manager: 'guillotina.Manager',
} as const;
export type GuillotinaRole = (typeof GUILLOTINA_ROLES)[keyof typeof GUILLOTINA_ROLES];
export const ALL_GUILLOTINA_ROLES: readonly GuillotinaRole[] = Object.values(GUILLOTINA_ROLES);

export const isGuillotinaRole = (value: unknown): value is GuillotinaRole =>
  (ALL_GUILLOTINA_ROLES as readonly unknown[]).includes(value);

/** What each Guillotina role grants when no local grant decides (contract.md, "Roles"). */
export const GUILLOTINA_ROLE_PERMISSIONS: Readonly<Record<GuillotinaRole, readonly Permission[]>> = {
  'guillotina.Reader': [PERMISSIONS.ViewContent],
  'guillotina.Editor': [PERMISSIONS.ViewContent, PERMISSIONS.ModifyContent, PERMISSIONS.ReviewContent],
  'guillotina.Manager': ALL_PERMISSIONS,
};

/** The global Guillotina role of each account role. */
export const GLOBAL_ROLE: Readonly<Record<Role, GuillotinaRole>> = {
  admin: GUILLOTINA_ROLES.Manager,
  editor: GUILLOTINA_ROLES.Editor,
  viewer: GUILLOTINA_ROLES.Reader,
};

/** What each account role may do without local grants (contract.md, "Accounts loaded from fixtures"). */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: GUILLOTINA_ROLE_PERMISSIONS[GLOBAL_ROLE.admin],
  editor: GUILLOTINA_ROLE_PERMISSIONS[GLOBAL_ROLE.editor],
  viewer: GUILLOTINA_ROLE_PERMISSIONS[GLOBAL_ROLE.viewer],
};

/** Whether a Guillotina role grants a permission by default; unknown names are never granted. */
export const guillotinaRoleGrants = (role: string, permission: string): boolean =>
  isGuillotinaRole(role) && (GUILLOTINA_ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);

/** Whether an account role holds a permission globally; unknown permission names are never held. */
export const roleCan = (role: Role, permission: string): boolean =>
  (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);
