import { HttpError } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { checkDestination } from './check-destination';

describe('checkDestination', () => {
  const tree: Record<string, { is_folderish: boolean }> = {
    '/zonas/': { is_folderish: true },
    '/landings/verano/': { is_folderish: false },
  };
  const get = async (path: string) => {
    const found = tree[path];
    if (!found) throw new HttpError(404, { message: 'Not found', type: 'NotFound' });
    return found;
  };

  it('accepts an existing folder, normalised', async () => {
    expect(await checkDestination(' zonas ', get)).toEqual({ ok: true, path: '/zonas/' });
  });
  it('refuses an empty destination, a missing folder and a non-folder', async () => {
    expect(await checkDestination('', get)).toEqual({
      ok: false,
      message: 'Enter the path of the destination folder',
    });
    expect(await checkDestination('/nope/', get)).toEqual({
      ok: false,
      message: 'The folder /nope/ does not exist',
    });
    expect(await checkDestination('/landings/verano', get)).toEqual({
      ok: false,
      message: '/landings/verano/ is not a folder',
    });
  });
});
