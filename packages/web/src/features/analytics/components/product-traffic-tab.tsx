import { type ErpAnalyticsRow, productTrafficColumns } from '@cellar/sdk';
import { useCallback, useMemo } from 'react';
import { QueryView } from '@/components/query/query-view';
import { type Column, DataTable, type TableSort } from '@/components/table/data-table';
import { ExportCsvButton } from '@/components/table/export-csv-button';
import { SelectField } from '@/components/ui/form-field';
import { SearchField } from '@/components/ui/search-field';
import { useProductTraffic } from '@/features/analytics/api/get-product-traffic';
import { trafficUrl } from '@/features/analytics/utils/analytics-url';
import {
  compareText,
  filterTrafficRows,
  TRAFFIC_COLUMNS,
  trafficDomains,
  trafficSortOf,
  trafficSortParams,
} from '@/features/analytics/utils/traffic-table';
import { useUrlState } from '@/lib/url-state';

/** From this many rows on, only the rows in view are rendered. */
const VIRTUALISE_FROM = 100;

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en');

/** The columns of §3, sortable: numbers as numbers, text ignoring case. */
const columns: Column<ErpAnalyticsRow>[] = TRAFFIC_COLUMNS.map(({ key, label, numeric }) => ({
  accessorKey: key,
  header: label,
  ...(numeric
    ? {
        sortingFn: 'basic',
        cell: (info) => {
          const value = info.getValue<number>();
          return key.endsWith('_percent') ? percent.format(value) : count.format(value);
        },
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
      }
    : {
        sortingFn: (a, b, id) => compareText(a.getValue(id), b.getValue(id)),
        meta: { className: 'whitespace-nowrap' },
      }),
}));

/**
 * "Product traffic & performance" (commerce-operations §2 Analytics): the rows sortable by any column and filtered
 * by group and domain, all in the URL (`?sort=&dir=&q=&domain=`); long lists are virtualised.
 */
export function ProductTrafficTab() {
  const { view, set } = useUrlState(trafficUrl);
  const traffic = useProductTraffic();
  const sort = trafficSortOf(view);
  const { q, domain } = view;
  const all = traffic.data;
  const rows = useMemo(() => filterTrafficRows(all ?? [], { q, domain }), [all, q, domain]);
  const domains = useMemo(() => trafficDomains(all ?? []), [all]);

  const commitQ = useCallback((text: string) => set({ q: text }), [set]);
  const onSort = useCallback((next: TableSort | null) => set(trafficSortParams(next)), [set]);

  return (
    <QueryView query={traffic}>
      {(loaded) => (
        <div className="flex flex-col gap-3">
          <search className="flex flex-wrap items-end gap-4">
            <SearchField label="Filter by group" className="w-64" value={q} onCommit={commitQ} />
            <SelectField
              label="Domain"
              className="w-64"
              value={domain}
              placeholder="All domains"
              options={domains}
              onValueChange={(next) => set({ domain: next })}
            />
            <p className="text-sm text-slate-600" aria-live="polite">
              {rows.length} of {loaded.length} rows
            </p>
            <ExportCsvButton fileName="product-traffic" columns={productTrafficColumns} rows={rows} />
          </search>
          <DataTable
            label="Product traffic & performance"
            columns={columns}
            rows={rows}
            rowId={(row) => `${row.grupo}|${row.domain}`}
            sort={{ value: sort, onChange: onSort, sortRows: true }}
            empty="No rows match the filter."
            virtualizeFrom={VIRTUALISE_FROM}
            maxHeightClass="max-h-[65vh]"
          />
        </div>
      )}
    </QueryView>
  );
}
