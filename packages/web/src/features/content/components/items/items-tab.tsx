import { ADMIN_PAGE_SIZE } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import { useCallback, useState } from 'react';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { useFolderItems } from '@/features/content/api/search-folder';
import { CreateMenu } from '@/features/content/components/create/create-menu';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { useUrlState } from '@/lib/url-state';
import { allowedBulkActions } from './allowed-bulk-actions';
import { BulkActions } from './bulk-actions';
import { ItemsTable, itemLabel } from './items-table';
import { listingUrl } from './listing-url';
import { resourcePath } from './object-path';
import { SearchBox } from './search-box';
import { SearchLabels } from './search-labels';

/**
 * The tree browser's listing (site-content-and-shell §2.3): the children of `object`, searched by `q`,
 * paged by `page` (both in the URL), with checkboxes, bulk actions and the Add menu. `permissions` is the
 * folder's `@canido` answer: each bulk action needs its permission, and without any there are no
 * checkboxes either. A page past the last one (an old link, the last rows deleted) goes to the last page that
 * has rows.
 */
export function ItemsTab({ object, permissions }: ObjectTabProps) {
  const folderPath = resourcePath(object);
  const { view, correct, hrefFor } = useUrlState(listingUrl);
  const { q, page } = view;
  const listing = useFolderItems({ folderPath, page, q });

  const goToPage = useCallback((target: number) => correct({ page: target }), [correct]);

  // The selection belongs to one page of one listing: a new folder, page or search starts empty.
  const listingKey = `${folderPath}|${page}|${q}`;
  const [selection, setSelection] = useState<{ key: string; paths: ReadonlySet<string> }>({
    key: listingKey,
    paths: new Set(),
  });
  const selected = selection.key === listingKey ? selection.paths : new Set<string>();
  const setSelected = (paths: ReadonlySet<string>) => setSelection({ key: listingKey, paths });

  const items = listing.data?.items ?? [];
  const pageHref = (target: number) => hrefFor({ page: target });
  const actions = allowedBulkActions(permissions);

  return (
    <section aria-label="Items" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox />
        <BulkActions
          actions={actions}
          targets={items
            .filter((item) => selected.has(item.path))
            .map((item) => ({ path: item.path, label: itemLabel(item) }))}
          onFinished={() => setSelected(new Set())}
        />
        <div className="ml-auto">
          <CreateMenu object={object} />
        </div>
      </div>
      <SearchLabels />
      <PagedQueryView
        query={listing}
        page={page}
        paging={(data) => ({ total: data.items_total, pageSize: ADMIN_PAGE_SIZE, rows: data.items.length })}
        goTo={goToPage}
        hrefFor={pageHref}
        pagers={{ top: 'Pagination top', bottom: 'Pagination bottom' }}
      >
        {({ items: rows }) =>
          rows.length === 0 ? (
            <p className="rounded border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
              {siteMessages.treeBrowser.empty}
            </p>
          ) : (
            <ItemsTable
              items={rows}
              selected={selected}
              onSelectedChange={actions.length > 0 ? setSelected : undefined}
              busy={listing.isFetching}
            />
          )
        }
      </PagedQueryView>
    </section>
  );
}
