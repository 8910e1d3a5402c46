import type { Resource } from '@cellar/sdk';
import { objectTabEditor } from '@/features/content/components/object-tab-editors';
import { selectTab, tabsFor } from '@/features/content/config/tabs';
import type { Permissions } from '@/lib/can';
import type { EditorRegistry } from '@/lib/editor-registry';

/**
 * Loads the chunk of the tab the object page will show for `tab` (`?tab=`, none for the first the user may see), as
 * the page picks it. A chunk of its own with the tab rules, which the object page's chunk shares.
 */
export function preloadObjectTab({
  object,
  path,
  permissions,
  registry,
  tab,
}: {
  object: Resource;
  path: string;
  permissions: Permissions;
  registry: EditorRegistry;
  tab: string | null;
}): Promise<unknown> | undefined {
  const tabs = tabsFor({ type: object['@type'], path, folderish: object.is_folderish });
  const selection = selectTab(tabs, permissions, tab || null);
  if (selection.kind !== 'tab') return undefined;
  return objectTabEditor(registry, object['@type'], selection.tab.name)?.preload?.();
}
