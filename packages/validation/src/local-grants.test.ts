import { describe, expect, it } from 'vitest';
import { GRANT_KINDS, GRANT_SETTINGS, isGrantKind, isGrantSetting } from './local-grants';

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
