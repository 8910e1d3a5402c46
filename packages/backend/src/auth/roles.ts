import { GUILLOTINA_ROLES, type GuillotinaRole } from '@cellar/validation';

/** Account roles, as stored in `accounts.role`. */
export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The global Guillotina role of each account role (decisions.md, "Roles and local permissions"). */
export const GLOBAL_ROLE: Readonly<Record<Role, GuillotinaRole>> = {
  admin: GUILLOTINA_ROLES.Manager,
  editor: GUILLOTINA_ROLES.Editor,
  viewer: GUILLOTINA_ROLES.Reader,
};
