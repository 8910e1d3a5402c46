import { ADMIN_PAGE_SIZE } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { useFolderItems } from '@/features/content/api/search-folder';
import { CreateMenu } from '@/features/content/components/create/create-menu';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { allowedBulkActions } from './allowed-bulk-actions';
import { BulkActions } from './bulk-actions';
import { ItemsTable } from './items-table';
import { listingSearch, readListingState } from './listing-url';
import { resourcePath } from './object-path';
import { SearchBox } from './search-box';
import { SearchLabels } from './search-labels';

/**
 * The tree browser's listing (site-content-and-shell §2.3): the children of `object`, searched by `q`,
 * paged by `page` (both in the URL), with checkboxes, bulk actions and the Add menu. `permissions` is the
 * folder's `@canido` answer: each bulk action needs its permission, and without any there are no
 * checkboxes either.
 */
export function ItemsTab({ object, permissions }: ObjectTabProps) {
  const folderPath = resourcePath(object);
  const [params] = useSearchParams();
  const { q, page } = readListingState(params);
  const listing = useFolderItems({ folderPath, page, q });

  // The selection belongs to one page of one listing: a new folder, page or search starts empty.
  const listingKey = `${folderPath}|${page}|${q}`;
  const [selection, setSelection] = useState<{ key: string; paths: ReadonlySet<string> }>({
    key: listingKey,
    paths: new Set(),
  });
  const selected = selection.key === listingKey ? selection.paths : new Set<string>();
  const setSelected = (paths: ReadonlySet<string>) => setSelection({ key: listingKey, paths });

  const items = listing.data?.items ?? [];
  const total = listing.data?.items_total ?? 0;
  const hrefFor = (target: number) => listingSearch(params, { page: target });
  const actions = allowedBulkActions(permissions);

  return (
    <section aria-label="Items" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox q={q} />
        <BulkActions
          actions={actions}
          targets={items
            .filter((item) => selected.has(item.path))
            .map((item) => ({ path: item.path, label: item.title || item['@name'] }))}
          onFinished={() => setSelected(new Set())}
        />
        <div className="ml-auto">
          <CreateMenu object={object} />
        </div>
      </div>
      <SearchLabels q={q} />
      {listing.isPending ? (
        <Loading />
      ) : listing.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          {listing.error.message}
        </p>
      ) : (
        <>
          <Pagination
            label="Pagination top"
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={total}
            hrefFor={hrefFor}
          />
          {items.length === 0 ? (
            <p className="rounded border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
              {siteMessages.treeBrowser.empty}
            </p>
          ) : (
            <ItemsTable
              items={items}
              selected={selected}
              onSelectedChange={actions.length > 0 ? setSelected : undefined}
              busy={listing.isFetching}
            />
          )}
          <Pagination
            label="Pagination bottom"
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={total}
            hrefFor={hrefFor}
          />
        </>
      )}
    </section>
  );
}
