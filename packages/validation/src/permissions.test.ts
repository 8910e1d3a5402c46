import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, isPermission, PERMISSIONS } from './permissions';

describe('permissions', () => {
  it('names the permissions of §6, product ones prefixed with the main shop', () => {
    expect(PERMISSIONS).toEqual({
      ViewContent: 'guillotina.ViewContent',
      ModifyContent: 'guillotina.ModifyContent',
      SeePermissions: 'guillotina.SeePermissions',
      DeleteContent: 'guillotina.DeleteContent',
      ViewLogs: 'cellar.ViewLogs',
      ScheduleNewsletters: 'cellar.ScheduleNewsletters',
      ReviewContent: 'cellar.ReviewContent',
    });
    expect(ALL_PERMISSIONS).toHaveLength(7);
  });

  it.each([
    ['guillotina.ModifyContent', true],
    ['cellar.ReviewContent', true],
    ['guillotina.Anything', false],
    ['', false],
  ])('%j is a permission: %s', (name, expected) => {
    expect(isPermission(name)).toBe(expected);
  });
});
