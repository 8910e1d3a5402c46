import type { Resource } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import type { QueryClient } from '@tanstack/react-query';
import { listingUrl } from '@/features/content/components/items/listing-url';
import { resourcePath } from '@/features/content/components/items/object-path';
import { objectTabEditor } from '@/features/content/components/object-tab-editors';
import { selectTab, tabsFor } from '@/features/content/config/tabs';
import { can, type Permissions } from '@/lib/can';
import { type EditorRegistry, objectHeader, tabEditor } from '@/lib/editor-registry';
import { preloadQuery } from '@/lib/preload-query';
import { contentQueries } from './query-keys';
import { contentSearchQueries } from './search-queries';

/**
 * Loads the chunk of the tab the object page will show for `?tab=` (none: the first the user may see), as the page
 * picks it, and the type's header; and, for the Items tab, the page of the listing the URL names (`q`, `page`), as `ItemsTab` reads it, and
 * the Add menu's types where the user may add. A chunk of its own with the tab rules, which the object page's chunk
 * shares.
 */
export function preloadObjectTab({
  queryClient,
  search,
  object,
  path,
  permissions,
  registry,
}: {
  queryClient: QueryClient;
  /** The link's query string. */
  search: URLSearchParams;
  object: Resource;
  path: string;
  permissions: Permissions;
  registry: EditorRegistry;
}): Promise<unknown> | undefined {
  // The type's header, which the page shows with the tab.
  void objectHeader(registry, object['@type'])
    ?.preload?.()
    .catch(() => undefined);
  const tabs = tabsFor({ type: object['@type'], path, folderish: object.is_folderish });
  const selection = selectTab(tabs, permissions, search.get('tab') || null);
  if (selection.kind !== 'tab') return undefined;
  if (selection.tab.name === 'Items') {
    // A type's own listing (the newsletters') reads its own way.
    if (!tabEditor(registry, object['@type'], 'Items'))
      void preloadQuery(
        queryClient,
        contentSearchQueries.folder({ folderPath: resourcePath(object), ...listingUrl.read(search) }),
      ).catch(() => undefined);
    // The Add menu's types, so that its button comes with the rows rather than after them (where it could wrap the
    // row above the table and push it down).
    if (object.is_folderish && can(permissions, PERMISSIONS.ModifyContent))
      void queryClient.prefetchQuery(contentQueries.addableTypes(resourcePath(object)));
  }
  return objectTabEditor(registry, object['@type'], selection.tab.name)?.preload?.();
}
