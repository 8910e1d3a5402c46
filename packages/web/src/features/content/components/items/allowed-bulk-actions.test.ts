import { PERMISSIONS } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { allowedBulkActions } from './allowed-bulk-actions';

const { ViewContent, ModifyContent, DeleteContent } = PERMISSIONS;

describe('bulk actions by the permissions on the folder (site-content-and-shell §6)', () => {
  it.each([
    [
      'the admin',
      { [ViewContent]: true, [ModifyContent]: true, [DeleteContent]: true },
      ['delete', 'move', 'copy'],
    ],
    ['the editor', { [ViewContent]: true, [ModifyContent]: true, [DeleteContent]: false }, ['move', 'copy']],
    [
      'a user who may only delete',
      { [ViewContent]: true, [ModifyContent]: false, [DeleteContent]: true },
      ['delete'],
    ],
    ['the viewer', { [ViewContent]: true, [ModifyContent]: false, [DeleteContent]: false }, []],
    ['an answer without the permissions', {}, []],
  ])('offers %s %j', (_who, permissions, actions) => {
    expect(allowedBulkActions(permissions)).toEqual(actions);
  });
});
