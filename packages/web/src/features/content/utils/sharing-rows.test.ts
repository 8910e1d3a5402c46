import { describe, expect, it } from 'vitest';
import { entryPath, grantRows, inheritedRows, sharingChange } from './sharing-rows';

const empty = { roleperm: {}, prinperm: {}, prinrole: {} };

describe('the Permissions tab tables', () => {
  it('lists local grants table by table', () => {
    expect(
      grantRows({
        prinrole: { 'editor@example.com': { 'guillotina.Reader': 'Allow' } },
        prinperm: { 'viewer@example.com': { 'guillotina.ViewContent': 'Deny' } },
        roleperm: { 'guillotina.Editor': { 'guillotina.DeleteContent': 'AllowSingle' } },
      }),
    ).toEqual([
      { kind: 'prinrole', who: 'editor@example.com', what: 'guillotina.Reader', setting: 'Allow' },
      { kind: 'prinperm', who: 'viewer@example.com', what: 'guillotina.ViewContent', setting: 'Deny' },
      {
        kind: 'roleperm',
        who: 'guillotina.Editor',
        what: 'guillotina.DeleteContent',
        setting: 'AllowSingle',
      },
    ]);
  });

  it('says which ancestor each inherited grant comes from', () => {
    expect(
      inheritedRows({
        local: empty,
        inherit: [
          {
            ...empty,
            '@id': 'http://x/db/guillotina/bodegas',
            prinperm: { 'v@x': { 'guillotina.ViewContent': 'Deny' } },
          },
          { ...empty, '@id': 'http://x/db/guillotina', path: '/', roleperm: { r: { p: 'Allow' } } },
        ],
      }),
    ).toEqual([
      { kind: 'prinperm', who: 'v@x', what: 'guillotina.ViewContent', setting: 'Deny', from: '/bodegas/' },
      { kind: 'roleperm', who: 'r', what: 'p', setting: 'Allow', from: '/' },
    ]);
  });

  it('reads an ancestor path from its path or its @id', () => {
    expect(entryPath({ '@id': 'http://x/db/guillotina/a%20b/c' })).toBe('/a b/c/');
    expect(entryPath({ '@id': 'ignored', path: '/bodegas' })).toBe('/bodegas/');
  });

  it('builds the @sharing change of one grant', () => {
    expect(sharingChange({ kind: 'prinperm', who: 'v@x', what: 'p', setting: 'Unset' })).toEqual({
      prinperm: [{ principal: 'v@x', permission: 'p', setting: 'Unset' }],
    });
    expect(sharingChange({ kind: 'prinrole', who: 'v@x', what: 'r', setting: 'Allow' })).toEqual({
      prinrole: [{ principal: 'v@x', role: 'r', setting: 'Allow' }],
    });
    expect(sharingChange({ kind: 'roleperm', who: 'r', what: 'p', setting: 'Deny' })).toEqual({
      roleperm: [{ role: 'r', permission: 'p', setting: 'Deny' }],
    });
  });
});
