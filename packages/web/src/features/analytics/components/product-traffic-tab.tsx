import type { ErpAnalyticsRow } from '@cellar/sdk';
import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FormField, inputClass, SelectField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { useProductTraffic } from '@/features/analytics/api/get-product-traffic';
import {
  filterTrafficRows,
  nextTrafficSort,
  parseTrafficFilter,
  parseTrafficSort,
  sortTrafficRows,
  TRAFFIC_COLUMNS,
  type TrafficSort,
  trafficDomains,
  withTrafficSort,
} from '@/features/analytics/utils/traffic-table';
import { useSearchBox } from '@/lib/use-search-box';

/** From this many rows on, only the rows in view are rendered. */
const VIRTUALISE_FROM = 100;
const ROW_HEIGHT = 33;

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en');

/**
 * "Product traffic & performance" (commerce-operations §2 Analytics): the rows sortable by any column and filtered
 * by group and domain, all in the URL (`?sort=&dir=&q=&domain=`); long lists are virtualised.
 */
export function ProductTrafficTab() {
  const [params, setParams] = useSearchParams();
  const traffic = useProductTraffic();
  const sort = parseTrafficSort(params);
  const filter = parseTrafficFilter(params);
  const all = traffic.data;
  // Keyed on the query string's values, so a new URL (not a new render) re-sorts.
  const { q, domain } = filter;
  const column = sort?.column;
  const direction = sort?.direction;
  const rows = useMemo(
    () =>
      sortTrafficRows(
        filterTrafficRows(all ?? [], { q, domain }),
        column && direction ? { column, direction } : null,
      ),
    [all, q, domain, column, direction],
  );
  const domains = useMemo(() => trafficDomains(all ?? []), [all]);

  const setParam = useCallback(
    (key: string, value: string) => {
      const next = new URLSearchParams(params);
      if (value === '') next.delete(key);
      else next.set(key, value);
      setParams(next);
    },
    [params, setParams],
  );

  // The box follows the URL (back and forward, a link) and writes to it once typing pauses.
  const commitQ = useCallback((text: string) => setParam('q', text.trim()), [setParam]);
  const box = useSearchBox(q, commitQ);

  if (traffic.isLoading) return <Loading />;
  if (traffic.error)
    return (
      <p role="alert" className="text-sm text-rose-700">
        {traffic.error.message}
      </p>
    );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-4">
        <FormField label="Filter by group" className="w-64">
          {(ids) => (
            <input
              {...ids}
              type="search"
              value={box.text}
              onChange={(event) => box.setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') box.commitNow();
              }}
              className={inputClass}
            />
          )}
        </FormField>
        <SelectField
          label="Domain"
          className="w-64"
          value={filter.domain}
          placeholder="All domains"
          options={domains}
          onValueChange={(domain) => setParam('domain', domain)}
        />
        <p className="text-sm text-slate-600" aria-live="polite">
          {rows.length} of {all?.length ?? 0} rows
        </p>
      </div>
      <TrafficTable
        rows={rows}
        sort={sort}
        onSort={(column) => setParams(withTrafficSort(params, nextTrafficSort(sort, column)))}
      />
    </div>
  );
}

function TrafficTable({
  rows,
  sort,
  onSort,
}: {
  rows: readonly ErpAnalyticsRow[];
  sort: TrafficSort | null;
  onSort: (column: TrafficSort['column']) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALISE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const shown = virtual
    ? items.map((item) => ({ row: rows[item.index], index: item.index }))
    : rows.map((row, index) => ({ row, index }));
  const paddingTop = virtual ? (items[0]?.start ?? 0) : 0;
  const paddingBottom = virtual ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  return (
    <div ref={scroller} className="max-h-[65vh] overflow-auto rounded border border-slate-200">
      <table className="w-full text-left text-sm whitespace-nowrap" aria-rowcount={rows.length + 1}>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr aria-rowindex={1}>
            {TRAFFIC_COLUMNS.map((column) => {
              const direction = sort?.column === column.key ? sort.direction : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
                  className={clsx('px-3 py-2 font-semibold', column.numeric && 'text-right')}
                >
                  <button
                    type="button"
                    onClick={() => onSort(column.key)}
                    className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                  >
                    {column.label}
                    <span aria-hidden="true" className="w-3 text-slate-400">
                      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {paddingTop > 0 ? (
            <tr>
              <td colSpan={TRAFFIC_COLUMNS.length} style={{ height: paddingTop }} />
            </tr>
          ) : null}
          {shown.map(({ row, index }) =>
            row ? (
              <tr key={`${row.grupo}|${row.domain}`} aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
                <td className="px-3 py-1.5">{row.grupo}</td>
                <td className="px-3 py-1.5">{row.domain}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{count.format(row.unique_users)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{count.format(row.add_to_cart)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {percent.format(row.add_to_cart_percent)}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">{count.format(row.purchase)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {percent.format(row.purchase_percent)}
                </td>
              </tr>
            ) : null,
          )}
          {paddingBottom > 0 ? (
            <tr>
              <td colSpan={TRAFFIC_COLUMNS.length} style={{ height: paddingBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
