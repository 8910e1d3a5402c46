import { formMessages } from './form-messages';
import { fail, type Issue, ok, type Result } from './result';

/**
 * The three kinds of local grant, by Guillotina's names: a role of a principal (`prinrole`), a permission of a
 * principal (`prinperm`), a permission of a role (`roleperm`).
 */
export const GRANT_KINDS = ['prinrole', 'prinperm', 'roleperm'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

/**
 * Settings of a local grant: Allow, Deny, AllowSingle (this object only, not what it contains); in a change,
 * Unset removes the grant.
 */
export const GRANT_SETTINGS = ['Allow', 'Deny', 'AllowSingle', 'Unset'] as const;
export type GrantSetting = (typeof GRANT_SETTINGS)[number];

/** What a stored grant holds: every setting but Unset. */
export type StoredGrantSetting = Exclude<GrantSetting, 'Unset'>;

export const isGrantKind = (value: unknown): value is GrantKind =>
  (GRANT_KINDS as readonly unknown[]).includes(value);

export const isGrantSetting = (value: unknown): value is GrantSetting =>
  (GRANT_SETTINGS as readonly unknown[]).includes(value);

/** A new local grant as the Permissions tab's form holds it (the fields a kind does not use are ignored). */
export interface NewGrantInput {
  kind: GrantKind;
  principal: string;
  role: string;
  permission: string;
  setting: string;
}

/** One grant to add: who is granted what, and how. */
export interface NewGrant {
  kind: GrantKind;
  /** The principal (prinrole, prinperm) or the role (roleperm). */
  who: string;
  /** The role (prinrole) or the permission (prinperm, roleperm). */
  what: string;
  setting: GrantSetting;
}

/**
 * The Permissions tab's "Add a permission" form (site-content-and-shell §6): a principal for the grants of users, a
 * role for a user's role and a role's permissions, a permission for the permissions, and a known setting. Which
 * principals, roles and permissions exist is the server's to say (it answers 400 for an unknown one).
 */
export function validateNewGrant(input: NewGrantInput): Result<NewGrant> {
  const issues: Issue[] = [];
  const principal = input.principal.trim();
  const needs = {
    principal: input.kind !== 'roleperm',
    role: input.kind !== 'prinperm',
    permission: input.kind !== 'prinrole',
  };
  if (needs.principal && principal === '')
    issues.push({ path: 'principal', message: formMessages.required('principal') });
  if (needs.role && input.role === '') issues.push({ path: 'role', message: formMessages.required('role') });
  if (needs.permission && input.permission === '')
    issues.push({ path: 'permission', message: formMessages.required('permission') });
  if (!isGrantSetting(input.setting))
    issues.push({ path: 'setting', message: formMessages.unknownValue('setting', GRANT_SETTINGS) });
  if (issues.length > 0 || !isGrantSetting(input.setting)) return fail(...issues);
  return ok({
    kind: input.kind,
    who: input.kind === 'roleperm' ? input.role : principal,
    what: input.kind === 'prinrole' ? input.role : input.permission,
    setting: input.setting,
  });
}
