import { normalisePath } from '@cellar/sdk';
import { canidoQuery } from '@/lib/can';
import { contentObjectQuery } from '@/lib/content-object';
import { preloadQuery } from '@/lib/preload-query';
import type { PreloadContext } from '@/lib/use-preload-on-intent';

/**
 * The object page's preload (its route's `handle`). At once, the queries
 * the page reads first, the object and its `@canido` (`contentQueries.object` is `contentObjectQuery`); once they
 * and the type editors' registrations are in, the tab the page will show (its chunk, the Items tab's listing). What fails here is left for
 * the page, which reads it again and says so.
 */
export function preloadObjectPage({ queryClient, url, editors }: PreloadContext): void {
  const path = normalisePath(url.searchParams.get('path') || '/');
  void Promise.all([
    preloadQuery(queryClient, contentObjectQuery(path)),
    queryClient.fetchQuery(canidoQuery(path)),
    editors(),
    import('./preload-object-tab'),
  ])
    .then(([object, permissions, registry, { preloadObjectTab }]) =>
      preloadObjectTab({ queryClient, search: url.searchParams, object, path, permissions, registry }),
    )
    .catch(() => undefined);
}
