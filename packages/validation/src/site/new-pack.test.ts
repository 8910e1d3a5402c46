import { describe, expect, it } from 'vitest';
import { validateNewPack } from './new-pack';
import { issuesOf, neverThrows } from './test-support';

describe('validateNewPack', () => {
  it('slugifies group and reference', () => {
    expect(
      validateNewPack({ name: ' Pack Navidad ', group: 'Pack Navidad 2025', reference: 'PK Nav' }),
    ).toEqual({
      ok: true,
      value: { name: 'Pack Navidad', group: 'pack-navidad-2025', reference: 'pk-nav' },
    });
  });
  it.each([
    [{ group: 'g', reference: 'r' }, 'name', 'Please input the name'],
    [{ name: 'n', group: '¡¡!!', reference: 'r' }, 'group', 'Please input the group'],
    [{ name: 'n', group: 'g' }, 'reference', 'Please input the pack reference'],
    [
      { name: 'n', group: 'g', reference: 'abcdefgh' },
      'reference',
      'The pack reference is only 7 characters long',
    ],
    [
      { name: 'n', group: 'g', reference: 'ab cd ef' },
      'reference',
      'The pack reference is only 7 characters long',
    ],
  ])('%j gives %s: %s', (input, path, message) => {
    expect(issuesOf(validateNewPack(input))).toEqual([[path, message]]);
  });
  it('says the id limit of a long group', () => {
    expect(issuesOf(validateNewPack({ name: 'n', group: 'g'.repeat(256), reference: 'r' }))).toEqual([
      ['group', 'The group is only 255 characters long'],
    ]);
  });
  it('accepts a reference of exactly 7 characters', () => {
    expect(validateNewPack({ name: 'n', group: 'g', reference: 'abcdefg' }).ok).toBe(true);
  });
  it('never throws', () => neverThrows(validateNewPack));
});
