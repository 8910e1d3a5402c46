import { describe, expect, it } from 'vitest';
import { GRANT_KINDS, GRANT_SETTINGS, isGrantKind, isGrantSetting, validateNewGrant } from './local-grants';

describe('local grants', () => {
  it('has three kinds and four settings, Unset only in a change', () => {
    expect(GRANT_KINDS).toEqual(['prinrole', 'prinperm', 'roleperm']);
    expect(GRANT_SETTINGS).toEqual(['Allow', 'Deny', 'AllowSingle', 'Unset']);
  });

  it.each([
    ['roleperm', true],
    ['rolerole', false],
    [1, false],
  ])('%j is a grant kind: %s', (value, expected) => expect(isGrantKind(value)).toBe(expected));

  it.each([
    ['AllowSingle', true],
    ['Unset', true],
    ['allow', false],
    [null, false],
  ])('%j is a setting: %s', (value, expected) => expect(isGrantSetting(value)).toBe(expected));
});

describe('validateNewGrant', () => {
  const base = { principal: '', role: '', permission: '', setting: 'Allow' };

  it.each([
    [
      'prinrole',
      { ...base, principal: ' editor@example.com ', role: 'guillotina.Editor' },
      'editor@example.com',
      'guillotina.Editor',
    ],
    [
      'prinperm',
      { ...base, principal: 'viewer@example.com', permission: 'guillotina.ViewContent' },
      'viewer@example.com',
      'guillotina.ViewContent',
    ],
    [
      'roleperm',
      { ...base, role: 'guillotina.Reader', permission: 'cellar.ViewLogs' },
      'guillotina.Reader',
      'cellar.ViewLogs',
    ],
  ] as const)('reads a %s grant as who and what', (kind, input, who, what) => {
    expect(validateNewGrant({ kind, ...input })).toEqual({
      ok: true,
      value: { kind, who, what, setting: 'Allow' },
    });
  });

  it('asks for what each kind needs, and a known setting', () => {
    const result = validateNewGrant({ kind: 'prinperm', ...base, setting: 'Maybe' });
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'principal',
      'permission',
      'setting',
    ]);
    const roles = validateNewGrant({ kind: 'roleperm', ...base });
    expect(roles.ok ? [] : roles.issues.map((issue) => issue.message)).toEqual([
      'Please input the role',
      'Please input the permission',
    ]);
  });
});
