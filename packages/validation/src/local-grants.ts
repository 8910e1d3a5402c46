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
