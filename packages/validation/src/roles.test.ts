import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSIONS } from './permissions';
import { ADMIN_ROLE, ALL_GUILLOTINA_ROLES, guillotinaRoleGrants, isGuillotinaRole } from './roles';

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
});
