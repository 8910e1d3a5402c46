import type { ZonaNode } from '@cellar/sdk';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/query/query-view';
import { PreloadLink } from '@/components/ui/preload-link';
import { SearchField } from '@/components/ui/search-field';
import { paths } from '@/config/paths';
import { regionQueries } from '@/features/site-editors/api/regions';
import { filterZonaTree } from '@/features/site-editors/utils/filter-zona-tree';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { defineUrlState, text, useUrlState } from '@/lib/url-state';

/** The search of the Zonas tab lives in the URL (`?q=`), beside the object page's path and tab. */
const zonasUrl = defineUrlState({ q: text() });

/** The Zonas tab of /zonas/ (site-content-and-shell §2.3): the tree of regions (`@get-zonas`), searchable, each a link. */
export function ZonasTab(_props: ObjectTabProps) {
  const { view, set } = useUrlState(zonasUrl);
  const tree = useQuery(regionQueries.tree('es'));
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <SearchField label="Search regions" value={view.q} onCommit={(q) => set({ q }, { typing: true })} />
      <QueryView
        query={tree}
        isEmpty={(data) => filterZonaTree(data.zonas, view.q).length === 0}
        empty={<p className="text-sm text-slate-600">Anything here!</p>}
      >
        {(data) => (
          <nav aria-label="Regions">
            <ZonaList zonas={filterZonaTree(data.zonas, view.q)} />
          </nav>
        )}
      </QueryView>
    </div>
  );
}

function ZonaList({ zonas }: { zonas: readonly ZonaNode[] }) {
  return (
    <ul className="flex flex-col gap-1 pl-4 first:pl-0">
      {zonas.map((zona) => (
        <li key={zona.path}>
          <PreloadLink
            to={paths.tree.getHref(`${zona.path}/`)}
            className="text-sm text-slate-900 underline-offset-2 hover:underline"
          >
            {zona.name}
          </PreloadLink>{' '}
          <span className="text-xs text-slate-500">{zona.type}</span>
          {zona.children.length > 0 ? <ZonaList zonas={zona.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
