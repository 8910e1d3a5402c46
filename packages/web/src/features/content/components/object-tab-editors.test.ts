import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyEditors, mergeEditors } from '@/lib/editor-registry';
import { objectTabEditor } from './object-tab-editors';

const LandingData = lazy(async () => ({ default: () => null }));
const MenuEdit = lazy(async () => ({ default: () => null }));

describe('the editor of an object tab', () => {
  const editors = mergeEditors({ tabs: { 'Landing/Data': LandingData, 'Menu/Edit': MenuEdit } });

  it("takes a type's registered editor before the generic tab", () => {
    expect(objectTabEditor(editors, 'Landing', 'Data')).toBe(LandingData);
    expect(objectTabEditor(editors, 'Menu', 'Edit')).toBe(MenuEdit);
    expect(objectTabEditor(editors, 'Bodega', 'Edit')).toBe(objectTabEditor(emptyEditors, 'Bodega', 'Edit'));
  });

  it('gives every object the generic tabs, and nothing for a type tab nobody has built', () => {
    for (const tab of [
      'Items',
      'Edit',
      'Properties',
      'Behaviors',
      'Permissions',
      'Actions',
      'AuditLog',
    ] as const)
      expect(objectTabEditor(emptyEditors, 'Folder', tab), tab).toBeDefined();
    expect(objectTabEditor(emptyEditors, 'Landing', 'Data')).toBeUndefined();
    expect(objectTabEditor(editors, 'Home', 'Data')).toBeUndefined();
  });
});
