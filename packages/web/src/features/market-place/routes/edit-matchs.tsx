import { type ErpMatch, matchesSource } from '@cellar/sdk';
import { formatInMadrid } from '@cellar/validation';
import { commerceMessages, MATCHES_PAGE_SIZES } from '@cellar/validation/commerce';
import { useCallback, useMemo, useState } from 'react';
import { AdminOnly } from '@/components/admin-only';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { Screen } from '@/components/screen';
import { type Column, DataTable } from '@/components/table/data-table';
import { ExportCsvButton } from '@/components/table/export-csv-button';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDeleteMatch } from '@/features/market-place/api/delete-match';
import { useMatches } from '@/features/market-place/api/get-matches';
import { EditMatchDialog } from '@/features/market-place/components/edit-match-dialog';
import { PageSizeSelect } from '@/features/market-place/components/page-size-select';
import { PageWindowNav } from '@/features/market-place/components/page-window-nav';
import { editMatchsUrl } from '@/features/market-place/utils/marketplace-url';
import { textColumn } from '@/features/market-place/utils/text-column';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Edit matchs';

const formatDate = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatInMadrid(date, 'dd/MM/yyyy HH:mm');
};

const matchId = (match: ErpMatch) => `${match.id_proveedor}/${match.id_producto_proveedor}`;

/**
 * Edit matchs (commerce-operations §2 Marketplace): the existing matches, `?size=` 10 to 50 (default 10) a page and
 * `?page=` (1-based) picked with a window of 5 page buttons; each can be edited or deleted.
 */
function EditMatchsScreen() {
  const { view, set, correct, hrefFor } = useUrlState(editMatchsUrl);
  const { page, size } = view;
  const matches = useMatches();
  const [editing, setEditing] = useState<ErpMatch | null>(null);
  const remove = useDeleteMatch();
  const { confirm, confirmDialog } = useConfirm();
  const goToPage = useCallback((next: number) => correct({ page: next }), [correct]);

  // @delete-product-match, once the user agrees: the supplier product goes back to the products to match.
  const deleteMatch = useCallback(
    async (match: ErpMatch) => {
      const agreed = await confirm({
        title: 'Delete match',
        description: `Delete the match of ${match.id_producto_proveedor} (${match.name}) to ${match.id_producto}?`,
        confirmLabel: 'Delete',
      });
      if (!agreed) return;
      remove.mutate(
        {
          id_proveedor: match.id_proveedor,
          id_producto_proveedor: match.id_producto_proveedor,
          id_producto: match.id_producto,
        },
        {
          onSuccess: () => toast.success(commerceMessages.success.matchDeleted),
          onError: () => toast.error(commerceMessages.marketplace.deleteMatchError),
        },
      );
    },
    [confirm, remove.mutate],
  );

  const columns = useMemo<Column<ErpMatch>[]>(
    () => [
      textColumn('Supplier', (match) => match.id_proveedor),
      textColumn('Supplier product', (match) => match.id_producto_proveedor, 'font-mono text-xs'),
      textColumn('Name', (match) => match.name),
      textColumn('Vintage', (match) => match.anyada ?? '', 'tabular-nums'),
      textColumn('Capacity', (match) => match.capacidad),
      textColumn('Family', (match) => match.familia_producto),
      textColumn('Product', (match) => match.id_producto, 'font-mono text-xs'),
      textColumn('Excluded from sale', (match) => (match.excluir_venta ? 'Yes' : 'No')),
      textColumn('Registered', (match) => formatDate(match.fecha_registro), 'whitespace-nowrap'),
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <>
            <Button
              variant="ghost"
              aria-label={`Edit match ${row.original.id_producto_proveedor}`}
              onClick={() => setEditing(row.original)}
            >
              Edit
            </Button>
            <Button
              variant="ghost"
              aria-label={`Delete match ${row.original.id_producto_proveedor}`}
              disabled={remove.isPending}
              onClick={() => void deleteMatch(row.original)}
            >
              Delete
            </Button>
          </>
        ),
        meta: { srOnlyHeader: true, className: 'whitespace-nowrap' },
      },
    ],
    [deleteMatch, remove.isPending],
  );

  return (
    <Screen
      title={TITLE}
      actions={<ExportCsvButton fileName="matches" source={matchesSource} filters={{}} />}
    >
      <PagedQueryView
        query={matches}
        page={page}
        paging={(all) => ({ total: all.length, pageSize: size })}
        goTo={goToPage}
        hrefFor={(next) => hrefFor({ page: next })}
        pagers={{ bottom: 'Pagination' }}
        renderPager={(pager) => <PageWindowNav {...pager} />}
      >
        {(all) => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <p className="text-sm text-slate-600">{all.length} matches</p>
              <PageSizeSelect
                value={size}
                sizes={MATCHES_PAGE_SIZES}
                onChange={(next) => set({ size: next })}
              />
            </div>
            <DataTable
              label="Matches"
              columns={columns}
              rows={all.slice(page * size, (page + 1) * size)}
              rowId={matchId}
              busy={matches.isFetching}
              empty="No matches."
              rowProps={() => ({ className: 'hover:bg-slate-50' })}
            />
          </>
        )}
      </PagedQueryView>
      {editing ? <EditMatchDialog match={editing} onClose={() => setEditing(null)} /> : null}
      {confirmDialog}
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
