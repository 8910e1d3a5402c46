import { ALL_PERMISSIONS, PERMISSIONS, type Permission } from '@cellar/validation';

export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** What each account role may do (contract.md, "Accounts loaded from fixtures"). */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: ALL_PERMISSIONS,
  editor: [PERMISSIONS.ViewContent, PERMISSIONS.ModifyContent, PERMISSIONS.ReviewContent],
  viewer: [PERMISSIONS.ViewContent],
};

/** Whether a role holds a permission; unknown permission names are never held. */
export const roleCan = (role: Role, permission: string): boolean =>
  (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);
