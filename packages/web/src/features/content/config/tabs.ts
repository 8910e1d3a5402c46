import { normalisePath } from '@cellar/sdk';
import { PERMISSIONS, type Permission } from '@cellar/validation';
import { editorForPath, PRODUCT_EDITOR_TABS, WINERY_TABS } from '@cellar/validation/catalogue';
import { GRAPE_TAG_TYPE } from '@cellar/validation/site';
import { can, type Permissions } from '@/lib/can';

/** Every tab an object page can show, as the spec names them (site-content-and-shell §2.3, catalogue-editors §2). */
export type TabName =
  | 'Items'
  | 'Edit'
  | 'Properties'
  | 'Behaviors'
  | 'Permissions'
  | 'Actions'
  | 'AuditLog'
  | 'Data'
  | 'Sections'
  | 'SEO'
  | 'Submenu'
  | 'Content'
  | 'Schedule'
  | 'Zonas'
  | 'Taxonomy'
  | 'Product'
  | 'Pack'
  | 'Options'
  | 'Complements'
  | 'ContentReview'
  | 'Price comparator';

export interface TabDef {
  name: TabName;
  /** The permission the tab needs; without it the tab is hidden. */
  permission: Permission;
  /**
   * An editing tab: it needs guillotina.ModifyContent, takes the editing lock while open, and opened
   * anyway through `?tab=` shows 'You do not have authorization to modify the content'.
   */
  editing: boolean;
  /** The tab has a left menu of sections, selected by `?menu=`. */
  hasMenu: boolean;
}

const { ViewContent, ModifyContent, SeePermissions, ViewLogs } = PERMISSIONS;

/**
 * Permission each tab needs. Site-content §6 lets ViewContent see Content, Schedule and Items (their
 * editors disable saving without ModifyContent); catalogue-editors §5/§6 and the issue make every other
 * editing tab (Edit, Properties, Behaviors, Actions and the type editors) need ModifyContent.
 */
const TAB_PERMISSION: Readonly<Record<TabName, Permission>> = {
  Items: ViewContent,
  Content: ViewContent,
  Schedule: ViewContent,
  Options: ViewContent,
  Edit: ModifyContent,
  Properties: ModifyContent,
  Behaviors: ModifyContent,
  Actions: ModifyContent,
  Data: ModifyContent,
  Sections: ModifyContent,
  SEO: ModifyContent,
  Submenu: ModifyContent,
  Zonas: ModifyContent,
  Taxonomy: ModifyContent,
  Product: ModifyContent,
  Pack: ModifyContent,
  Complements: ModifyContent,
  ContentReview: ModifyContent,
  'Price comparator': ModifyContent,
  Permissions: SeePermissions,
  AuditLog: ViewLogs,
};

/** Every tab name, in no particular order. */
export const TAB_NAMES = Object.keys(TAB_PERMISSION) as readonly TabName[];

/** Tabs with a left menu of sections (`?menu=`): the winery Edit tab and the Product editor. */
const TABS_WITH_MENU: ReadonlySet<TabName> = new Set<TabName>(['Edit', 'Product']);

export const tabDef = (name: TabName, type?: string): TabDef => {
  const permission = TAB_PERMISSION[name];
  return {
    name,
    permission,
    editing: permission === ModifyContent,
    hasMenu: TABS_WITH_MENU.has(name) && (name !== 'Edit' || type === 'Bodega'),
  };
};

/** Tabs of a content type (site-content §2.3 table, catalogue-editors §2), before the path rules. */
const TYPE_TABS: Readonly<Record<string, readonly TabName[]>> = {
  Promos: ['Content', 'Permissions', 'AuditLog'],
  Menu: ['Edit', 'Permissions', 'AuditLog'],
  Landing: ['Data', 'Sections', 'Permissions', 'AuditLog', 'SEO', 'Submenu'],
  Tag: ['Properties', 'Permissions', 'Behaviors', 'AuditLog', 'Submenu'],
  Taxonomy: ['Taxonomy', 'AuditLog'],
  ZonaGeo: ['Items', 'Edit', 'Permissions', 'AuditLog', 'SEO', 'Submenu'],
  Home: ['Data', 'Permissions', 'AuditLog'],
  Newsletter: ['Content', 'Schedule', 'Permissions', 'AuditLog'],
  Bodega: WINERY_TABS as readonly TabName[],
};

/**
 * The root and plain folders get the generic folder view: the container, `Folder`, the sidebar folders
 * (`BodegasFolder`, `NewslettersFolder` ...) and the tag-type folders under /tags/ (`TagType`).
 */
const FOLDER_TYPES: ReadonlySet<string> = new Set(['Container', 'Folder', 'TagType']);
export const isPlainFolderType = (type: string): boolean => FOLDER_TYPES.has(type) || /Folder$/.test(type);
const FOLDER_TABS: readonly TabName[] = [
  'Items',
  'Properties',
  'Permissions',
  'Behaviors',
  'Actions',
  'AuditLog',
];

/** Path views (site-content §2.3): these folders show their own tabs whatever their type. */
const PATH_VIEWS: Readonly<Record<string, readonly TabName[]>> = {
  '/zonas/': ['Zonas', 'Items', 'Permissions'],
  '/home/': ['Items', 'Properties', 'Permissions', 'Behaviors', 'Actions'],
};

/** Tags under the grape-variety tag folder add the SEO tab (with its H1 field). */
const GRAPE_TAG_FOLDER = `/tags/${GRAPE_TAG_TYPE}/`;

const GENERIC_TABS: readonly TabName[] = ['Edit', 'Permissions', 'AuditLog'];

export interface TabTarget {
  /** `@type` of the object. */
  type: string;
  /** Its content path, either form ('/bodegas/x' or '/bodegas/x/'). */
  path: string;
  /** `is_folderish`: a generic folder adds the Items tab. */
  folderish?: boolean;
}

/** The names of the tabs an object shows, in order, before permissions. */
export function tabNamesFor({ type, path, folderish = false }: TabTarget): readonly TabName[] {
  const normalised = normalisePath(path);
  const pathView = PATH_VIEWS[normalised];
  if (pathView) return pathView;
  if (type === 'Producto') return PRODUCT_EDITOR_TABS[editorForPath(normalised)] as readonly TabName[];
  if (type === 'Tag') {
    const tabs = TYPE_TABS.Tag ?? [];
    return normalised.startsWith(GRAPE_TAG_FOLDER) && normalised !== GRAPE_TAG_FOLDER
      ? [...tabs, 'SEO']
      : tabs;
  }
  const typeTabs = TYPE_TABS[type];
  if (typeTabs) return typeTabs;
  if (normalised === '/' || isPlainFolderType(type)) return FOLDER_TABS;
  return folderish ? ['Items', ...GENERIC_TABS] : GENERIC_TABS;
}

/** The tabs an object shows, in order, with what each needs (before permissions). */
export function tabsFor(target: TabTarget): readonly TabDef[] {
  return tabNamesFor(target).map((name) => tabDef(name, target.type));
}

/** The tabs the user may see: each tab's permission must be granted (site-content §6 "Tabs are hidden"). */
export function allowedTabs(tabs: readonly TabDef[], permissions: Permissions): readonly TabDef[] {
  return tabs.filter((tab) => can(permissions, tab.permission));
}

export type TabSelection =
  | { kind: 'tab'; tab: TabDef }
  /**
   * An editing tab the user may not use (opened through `?tab=`, or the first editing tab when the user
   * may see no tab at all): show the persistent error instead.
   */
  | { kind: 'forbidden'; tab: TabDef }
  /** No tab at all: the object has no editing tab and the user may see none of its tabs. */
  | { kind: 'none' };

/**
 * Which tab `?tab=` opens: the named tab when the user may see it; an editing tab the user may not
 * modify is still opened, as the authorization message; anything else falls back to the first allowed tab.
 * A user who may view the object but none of its tabs (a viewer on a Producto, Landing, Tag, Menu...)
 * gets its first editing tab as the authorization message (catalogue-editors §5, §6: "Without
 * ModifyContent the editing tabs show a persistent error"), never an empty page.
 */
export function selectTab(
  tabs: readonly TabDef[],
  permissions: Permissions,
  requested: string | null,
): TabSelection {
  const allowed = allowedTabs(tabs, permissions);
  const canView = can(permissions, ViewContent);
  const named = requested ? tabs.find((tab) => tab.name === requested) : undefined;
  if (named) {
    if (allowed.includes(named)) return { kind: 'tab', tab: named };
    if (named.editing && canView) return { kind: 'forbidden', tab: named };
  }
  const first = allowed[0];
  if (first) return { kind: 'tab', tab: first };
  const firstEditing = tabs.find((tab) => tab.editing);
  return firstEditing && canView ? { kind: 'forbidden', tab: firstEditing } : { kind: 'none' };
}
