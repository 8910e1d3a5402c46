import type { TabName } from '@/features/content/config/tabs';
import { type EditorRegistry, type Lazy, type ObjectTabProps, tabEditor } from '@/lib/editor-registry';
import { lazyEditor } from '@/lib/lazy-editor';

/**
 * The generic tabs of every object (site-content-and-shell §2.3), each its own chunk: the page itself carries the
 * browser and the tab frame only. A type's own editor for a tab (the editor registry) comes before these.
 */
const GENERIC_TABS: Partial<Record<TabName, Lazy<ObjectTabProps>>> = {
  Items: lazyEditor(() => import('@/features/content/components/items/items-tab'), 'ItemsTab'),
  Edit: lazyEditor(() => import('@/features/content/components/tabs/edit-tab'), 'EditTab'),
  Properties: lazyEditor(() => import('@/features/content/components/tabs/properties-tab'), 'PropertiesTab'),
  Behaviors: lazyEditor(() => import('@/features/content/components/tabs/behaviors-tab'), 'BehaviorsTab'),
  Permissions: lazyEditor(
    () => import('@/features/content/components/tabs/permissions-tab'),
    'PermissionsTab',
  ),
  Actions: lazyEditor(() => import('@/features/content/components/tabs/actions-tab'), 'ActionsTab'),
  AuditLog: lazyEditor(() => import('@/features/content/components/tabs/audit-log-tab'), 'AuditLogTab'),
};

/**
 * The editor of a tab of an object of `type`: the type's own (or the one every type shares) from the editor
 * registry, else the generic one; undefined for a type tab nobody has built yet.
 */
export const objectTabEditor = (
  editors: EditorRegistry,
  type: string,
  tab: TabName,
): Lazy<ObjectTabProps> | undefined => tabEditor(editors, type, tab) ?? GENERIC_TABS[tab];
