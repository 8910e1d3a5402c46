import { PERMISSIONS } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { OBJECT_PAGE_PERMISSIONS } from '@/lib/can';
import { allowedTabs, selectTab, tabNamesFor, tabsFor } from './tabs';

const {
  ViewContent,
  ModifyContent,
  SeePermissions,
  DeleteContent,
  ViewLogs,
  ReviewContent,
  ScheduleNewsletters,
} = PERMISSIONS;

describe('tabs by content type (site-content-and-shell §2.3)', () => {
  it.each([
    ['Promos', '/promos/', ['Content', 'Permissions', 'AuditLog']],
    ['Menu', '/menus/main/', ['Edit', 'Permissions', 'AuditLog']],
    ['Landing', '/landings/rioja/', ['Data', 'Sections', 'Permissions', 'AuditLog', 'SEO', 'Submenu']],
    ['Tag', '/tags/estilo/tinto/', ['Properties', 'Permissions', 'Behaviors', 'AuditLog', 'Submenu']],
    ['Taxonomy', '/taxonomies/categorias/', ['Taxonomy', 'AuditLog']],
    ['ZonaGeo', '/zonas/espana/', ['Items', 'Edit', 'Permissions', 'AuditLog', 'SEO', 'Submenu']],
    ['Home', '/home/navidad/', ['Data', 'Permissions', 'AuditLog']],
    ['Newsletter', '/newsletters/1_01_25_rebajas/', ['Content', 'Schedule', 'Permissions', 'AuditLog']],
  ])('%s at %s shows %j', (type, path, tabs) => {
    expect(tabNamesFor({ type, path, folderish: true })).toEqual(tabs);
  });

  it('adds the SEO tab only to tags under the grape-variety folder', () => {
    expect(tabNamesFor({ type: 'Tag', path: '/tags/uva/tem/' })).toEqual([
      'Properties',
      'Permissions',
      'Behaviors',
      'AuditLog',
      'Submenu',
      'SEO',
    ]);
    expect(tabNamesFor({ type: 'Tag', path: '/tags/estilo/' })).not.toContain('SEO');
  });

  it('shows the path views of /zonas/ and /home/ whatever their type', () => {
    expect(tabNamesFor({ type: 'Folder', path: '/zonas/', folderish: true })).toEqual([
      'Zonas',
      'Items',
      'Permissions',
    ]);
    expect(tabNamesFor({ type: 'Folder', path: '/zonas', folderish: true })).toEqual([
      'Zonas',
      'Items',
      'Permissions',
    ]);
    expect(tabNamesFor({ type: 'HomeFolder', path: '/home/', folderish: true })).toEqual([
      'Items',
      'Properties',
      'Permissions',
      'Behaviors',
      'Actions',
    ]);
  });

  it('gives the root and plain folders the folder view', () => {
    const folderTabs = ['Items', 'Properties', 'Permissions', 'Behaviors', 'Actions', 'AuditLog'];
    expect(tabNamesFor({ type: 'Container', path: '/', folderish: true })).toEqual(folderTabs);
    expect(tabNamesFor({ type: 'Folder', path: '/otros/', folderish: true })).toEqual(folderTabs);
    expect(tabNamesFor({ type: 'BodegasFolder', path: '/bodegas/', folderish: true })).toEqual(folderTabs);
    expect(tabNamesFor({ type: 'NewslettersFolder', path: '/newsletters/', folderish: true })).toEqual(
      folderTabs,
    );
    expect(tabNamesFor({ type: 'TagType', path: '/tags/uva/', folderish: true })).toEqual(folderTabs);
  });

  it('gives other objects the generic tabs, folders adding Items', () => {
    expect(tabNamesFor({ type: 'Thing', path: '/x/y/' })).toEqual(['Edit', 'Permissions', 'AuditLog']);
    expect(tabNamesFor({ type: 'Thing', path: '/x/y/', folderish: true })).toEqual([
      'Items',
      'Edit',
      'Permissions',
      'AuditLog',
    ]);
  });
});

describe('catalogue editors (catalogue-editors §2)', () => {
  it('gives a winery its editor tabs', () => {
    expect(tabNamesFor({ type: 'Bodega', path: '/bodegas/vega-sicilia/', folderish: true })).toEqual([
      'Items',
      'Edit',
      'Permissions',
      'AuditLog',
      'SEO',
      'ContentReview',
    ]);
  });

  it.each([
    [
      '/bodegas/vega-sicilia/unico-2012/',
      ['Product', 'Permissions', 'AuditLog', 'SEO', 'ContentReview', 'Price comparator'],
    ],
    [
      '/packs/navidad/',
      ['Pack', 'Options', 'Permissions', 'AuditLog', 'SEO', 'ContentReview', 'Price comparator'],
    ],
    [
      '/complementos/sacacorchos/',
      ['Complements', 'Options', 'Permissions', 'AuditLog', 'SEO', 'ContentReview', 'Price comparator'],
    ],
  ])('routes a product at %s by its path', (path, tabs) => {
    expect(tabNamesFor({ type: 'Producto', path })).toEqual(tabs);
  });

  it('gives the winery Edit tab and the Product tab a menu', () => {
    expect(tabsFor({ type: 'Bodega', path: '/bodegas/x/' }).find((tab) => tab.name === 'Edit')?.hasMenu).toBe(
      true,
    );
    expect(
      tabsFor({ type: 'Producto', path: '/bodegas/x/y/' }).find((tab) => tab.name === 'Product')?.hasMenu,
    ).toBe(true);
    expect(tabsFor({ type: 'Thing', path: '/x/' }).find((tab) => tab.name === 'Edit')?.hasMenu).toBe(false);
  });
});

describe('tabs filtered by permissions (site-content §6, catalogue-editors §5, §6)', () => {
  const all = Object.fromEntries(OBJECT_PAGE_PERMISSIONS.map((name) => [name, true]));
  const viewer = {
    ...all,
    [ModifyContent]: false,
    [SeePermissions]: false,
    [DeleteContent]: false,
    [ViewLogs]: false,
    [ReviewContent]: false,
  };
  const editor = { ...all, [SeePermissions]: false, [DeleteContent]: false, [ViewLogs]: false };
  const names = (tabs: readonly { name: string }[]) => tabs.map((tab) => tab.name);

  it('asks @canido for every permission the tabs and headers need, in one call', () => {
    expect([...OBJECT_PAGE_PERMISSIONS].sort()).toEqual(
      [
        ViewContent,
        ModifyContent,
        SeePermissions,
        DeleteContent,
        ViewLogs,
        ReviewContent,
        ScheduleNewsletters,
      ].sort(),
    );
  });

  it('shows the admin every tab', () => {
    const tabs = tabsFor({ type: 'Container', path: '/', folderish: true });
    expect(names(allowedTabs(tabs, all))).toEqual(names(tabs));
  });

  it('hides Permissions without SeePermissions and AuditLog without ViewLogs', () => {
    const tabs = tabsFor({ type: 'Bodega', path: '/bodegas/x/', folderish: true });
    expect(names(allowedTabs(tabs, editor))).toEqual(['Items', 'Edit', 'SEO', 'ContentReview']);
  });

  it('hides the editing tabs without ModifyContent', () => {
    expect(names(allowedTabs(tabsFor({ type: 'Container', path: '/', folderish: true }), viewer))).toEqual([
      'Items',
    ]);
    expect(names(allowedTabs(tabsFor({ type: 'Bodega', path: '/bodegas/x/' }), viewer))).toEqual(['Items']);
    expect(names(allowedTabs(tabsFor({ type: 'Newsletter', path: '/newsletters/n/' }), viewer))).toEqual([
      'Content',
      'Schedule',
    ]);
  });

  it('marks exactly the tabs that need ModifyContent as editing tabs', () => {
    const tabs = tabsFor({ type: 'Container', path: '/', folderish: true });
    expect(tabs.filter((tab) => tab.editing).map((tab) => tab.name)).toEqual([
      'Properties',
      'Behaviors',
      'Actions',
    ]);
  });

  it('opens ?tab= when allowed, defaults to the first allowed tab', () => {
    const tabs = tabsFor({ type: 'Bodega', path: '/bodegas/x/' });
    expect(selectTab(tabs, all, 'AuditLog')).toMatchObject({ kind: 'tab', tab: { name: 'AuditLog' } });
    expect(selectTab(tabs, all, null)).toMatchObject({ kind: 'tab', tab: { name: 'Items' } });
    expect(selectTab(tabs, all, 'Nonsense')).toMatchObject({ kind: 'tab', tab: { name: 'Items' } });
  });

  it('opens a deep-linked editing tab without ModifyContent as the authorization message', () => {
    const tabs = tabsFor({ type: 'Bodega', path: '/bodegas/x/' });
    expect(selectTab(tabs, viewer, 'Edit')).toMatchObject({ kind: 'forbidden', tab: { name: 'Edit' } });
  });

  it('falls back to the first allowed tab for a hidden tab that is not an editing tab', () => {
    const tabs = tabsFor({ type: 'Bodega', path: '/bodegas/x/' });
    expect(selectTab(tabs, editor, 'Permissions')).toMatchObject({ kind: 'tab', tab: { name: 'Items' } });
    expect(selectTab(tabs, editor, 'AuditLog')).toMatchObject({ kind: 'tab', tab: { name: 'Items' } });
  });

  it.each([
    ['Producto', '/bodegas/x/unico-2012/', 'Product'],
    ['Landing', '/landings/rioja/', 'Data'],
    ['Home', '/home/navidad/', 'Data'],
    ['Tag', '/tags/estilo/tinto/', 'Properties'],
    ['Taxonomy', '/taxonomies/t/', 'Taxonomy'],
    ['Menu', '/menus/main/', 'Edit'],
  ])('opens a %s at %s for a viewer as the authorization message of its %s tab', (type, path, tab) => {
    const tabs = tabsFor({ type, path });
    expect(allowedTabs(tabs, viewer)).toEqual([]);
    expect(selectTab(tabs, viewer, null)).toMatchObject({ kind: 'forbidden', tab: { name: tab } });
    // A hidden tab that is not an editing tab falls back to the same message.
    expect(selectTab(tabs, viewer, 'AuditLog')).toMatchObject({ kind: 'forbidden', tab: { name: tab } });
  });

  it('answers none when the user may see no tab and there is no editing tab to refuse', () => {
    const tabs = tabsFor({ type: 'Taxonomy', path: '/taxonomies/t/' });
    expect(selectTab(tabs, { ...viewer, [ViewContent]: false }, null)).toEqual({ kind: 'none' });
    const readOnlyTabs = tabs.filter((tab) => !tab.editing);
    expect(selectTab(readOnlyTabs, viewer, null)).toEqual({ kind: 'none' });
  });
});
