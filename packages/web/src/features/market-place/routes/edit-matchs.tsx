import type { ErpMatch } from '@cellar/sdk';
import { formatInMadrid } from '@cellar/validation';
import { MATCHES_PAGE_SIZES, matchesPageSize } from '@cellar/validation/commerce';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useMatches } from '@/features/market-place/api/get-matches';
import { DeleteMatchDialog } from '@/features/market-place/components/delete-match-dialog';
import { EditMatchDialog } from '@/features/market-place/components/edit-match-dialog';
import { PageWindowNav } from '@/features/market-place/components/page-window-nav';
import { pageCount, pageOf, readPage, withParams } from '@/features/market-place/utils/paging';
import { useLastPageFallback } from '@/lib/use-last-page-fallback';

const TITLE = 'Edit matchs';

const formatDate = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatInMadrid(date, 'dd/MM/yyyy HH:mm');
};

/**
 * Edit matchs (commerce-operations §2 Marketplace): the existing matches, `?size=` 10 to 50 (default 10) a page and
 * `?page=` (1-based) picked with a window of 5 page buttons; each can be edited or deleted.
 */
function EditMatchsScreen() {
  const [params, setParams] = useSearchParams();
  const size = matchesPageSize(params.get('size'));
  const matches = useMatches();
  const [editing, setEditing] = useState<ErpMatch | null>(null);
  const [deleting, setDeleting] = useState<ErpMatch | null>(null);
  // Deleting the last matches of the last page: the URL goes back to the last page with matches too.
  const goToPage = useCallback(
    (zeroBased: number) =>
      setParams(withParams(params, { page: zeroBased > 0 ? zeroBased + 1 : null }), { replace: true }),
    [params, setParams],
  );
  useLastPageFallback({
    page: readPage(params) - 1,
    total: matches.data?.length,
    pageSize: size,
    settled: !matches.isFetching,
    rows: undefined,
    goTo: goToPage,
  });

  const all = matches.data ?? [];
  const { rows, page } = pageOf(all, readPage(params), size);
  const hrefFor = (target: number) =>
    `${paths.marketPlace.editMatchs.getHref()}${withParams(params, { page: target })}`;

  return (
    <Screen title={TITLE}>
      {matches.isLoading ? <Loading /> : null}
      {matches.error ? (
        <p role="alert" className="text-sm text-rose-700">
          {matches.error.message}
        </p>
      ) : null}
      {matches.data ? (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <p className="text-sm text-slate-600">{all.length} matches</p>
            <SelectField
              label="Page size"
              className="w-28"
              value={size}
              options={MATCHES_PAGE_SIZES}
              onValueChange={(next) => setParams(withParams(params, { size: String(next), page: null }))}
            />
          </div>
          <div className="overflow-x-auto rounded border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  {[
                    'Supplier',
                    'Supplier product',
                    'Name',
                    'Vintage',
                    'Capacity',
                    'Family',
                    'Product',
                    'Excluded from sale',
                    'Registered',
                    'Actions',
                  ].map((header) => (
                    <th key={header} scope="col" className="px-3 py-2 font-semibold">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((match) => (
                  <tr
                    key={`${match.id_proveedor}/${match.id_producto_proveedor}`}
                    className="hover:bg-slate-50"
                  >
                    <td className="px-3 py-1.5">{match.id_proveedor}</td>
                    <td className="px-3 py-1.5 font-mono text-xs">{match.id_producto_proveedor}</td>
                    <td className="px-3 py-1.5">{match.name}</td>
                    <td className="px-3 py-1.5 tabular-nums">{match.anyada ?? ''}</td>
                    <td className="px-3 py-1.5">{match.capacidad}</td>
                    <td className="px-3 py-1.5">{match.familia_producto}</td>
                    <td className="px-3 py-1.5 font-mono text-xs">{match.id_producto}</td>
                    <td className="px-3 py-1.5">{match.excluir_venta ? 'Yes' : 'No'}</td>
                    <td className="px-3 py-1.5 whitespace-nowrap">{formatDate(match.fecha_registro)}</td>
                    <td className="px-3 py-1.5 whitespace-nowrap">
                      <Button
                        variant="ghost"
                        aria-label={`Edit match ${match.id_producto_proveedor}`}
                        onClick={() => setEditing(match)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`Delete match ${match.id_producto_proveedor}`}
                        onClick={() => setDeleting(match)}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PageWindowNav
            label="Pagination"
            page={page}
            pages={pageCount(all.length, size)}
            hrefFor={hrefFor}
          />
        </>
      ) : null}
      {editing ? <EditMatchDialog match={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteMatchDialog match={deleting} onClose={() => setDeleting(null)} /> : null}
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <EditMatchsScreen />
    </AdminOnly>
  );
}
