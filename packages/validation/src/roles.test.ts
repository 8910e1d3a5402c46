import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSIONS } from './permissions';
import { ADMIN_ROLE, ALL_GUILLOTINA_ROLES, guillotinaRoleGrants, holdsRole, isGuillotinaRole } from './roles';

describe('Guillotina roles', () => {
  it('names the three roles, the Manager being the administrators', () => {
    expect(ALL_GUILLOTINA_ROLES).toEqual(['guillotina.Reader', 'guillotina.Editor', 'guillotina.Manager']);
    expect(ADMIN_ROLE).toBe('guillotina.Manager');
  });

  it.each([
    ['guillotina.Reader', [PERMISSIONS.ViewContent]],
    ['guillotina.Editor', [PERMISSIONS.ViewContent, PERMISSIONS.ModifyContent, PERMISSIONS.ReviewContent]],
    ['guillotina.Manager', ALL_PERMISSIONS],
  ])('%s grants exactly %j', (role, granted) => {
    for (const permission of ALL_PERMISSIONS)
      expect(guillotinaRoleGrants(role, permission)).toBe(granted.includes(permission));
  });

  it.each([
    ['an unknown role', 'guillotina.Owner', PERMISSIONS.ViewContent],
    ['an unknown permission', 'guillotina.Manager', 'guillotina.Anything'],
  ])('never grants with %s', (_, role, permission) => {
    expect(guillotinaRoleGrants(role, permission)).toBe(false);
  });

  it.each([
    ['guillotina.Editor', true],
    ['editor', false],
    [undefined, false],
  ])('%j is a role: %s', (value, expected) => expect(isGuillotinaRole(value)).toBe(expected));

  describe('holdsRole', () => {
    it('reads the role given to the user, as 1, true or Allow', () => {
      for (const value of [1, true, 'Allow'])
        expect(holdsRole({ roles: { [ADMIN_ROLE]: value }, groups: [] }, ADMIN_ROLE)).toBe(true);
      for (const value of [0, false, 'Deny', null])
        expect(holdsRole({ roles: { [ADMIN_ROLE]: value }, groups: [] }, ADMIN_ROLE)).toBe(false);
    });

    it("reads the role a user holds through Guillotina's Managers group (root on a real Guillotina 7.1.4)", () => {
      // shared/guillotina-7.1.4-drive-turn3.json: root's @user_info.
      const root = { id: 'root', roles: { 'guillotina.Authenticated': 1 }, groups: ['Managers'] };
      expect(holdsRole(root, ADMIN_ROLE)).toBe(true);
      expect(holdsRole(root, 'guillotina.Authenticated')).toBe(true);
      expect(holdsRole({ roles: {}, groups: ['Editors', 'constructor', '__proto__'] }, ADMIN_ROLE)).toBe(
        false,
      );
      expect(holdsRole({ roles: {} }, ADMIN_ROLE)).toBe(false);
    });
  });
});
