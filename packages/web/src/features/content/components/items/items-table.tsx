import { normalisePath, type SearchItem } from '@cellar/sdk';
import { formatInMadrid } from '@cellar/validation';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export interface ItemsTableProps {
  items: readonly SearchItem[];
  /** Paths of the checked items. */
  selected: ReadonlySet<string>;
  /** Without it (no bulk action the user may run) the rows have no checkboxes. */
  onSelectedChange?: ((selected: ReadonlySet<string>) => void) | undefined;
  /** A new page is loading: the rows shown are the previous ones. */
  busy?: boolean;
}

/** Modification dates in Madrid time, as the staff read them. */
export function formatModified(date: string | undefined): string {
  if (!date) return '';
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? date : formatInMadrid(instant, 'dd/MM/yyyy HH:mm');
}

/** Columns type, id/title (a link to the child) and modification date, each row with its checkbox (if any). */
export function ItemsTable({ items, selected, onSelectedChange, busy }: ItemsTableProps) {
  const checkedOnPage = items.filter((item) => selected.has(item.path)).length;
  const allChecked = items.length > 0 && checkedOnPage === items.length;
  const someChecked = checkedOnPage > 0 && !allChecked;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someChecked;
  }, [someChecked]);

  const toggle = (path: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(path);
    else next.delete(path);
    onSelectedChange?.(next);
  };
  const selectable = onSelectedChange !== undefined;

  return (
    <div className="overflow-x-auto rounded border border-slate-200">
      <table aria-busy={busy || undefined} className={clsx('w-full text-left text-sm', busy && 'opacity-60')}>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {selectable ? (
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  ref={selectAll}
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={allChecked}
                  onChange={(event) =>
                    onSelectedChange?.(
                      event.target.checked ? new Set(items.map((item) => item.path)) : new Set(),
                    )
                  }
                />
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Id / Title
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Modification date
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => {
            const title = item.title || item['@name'];
            return (
              <tr
                key={item.path}
                className={clsx(selected.has(item.path) ? 'bg-sky-50' : 'hover:bg-slate-50')}
              >
                {selectable ? (
                  <td className="px-3 py-1.5">
                    <input
                      type="checkbox"
                      aria-label={`Select ${title}`}
                      checked={selected.has(item.path)}
                      onChange={(event) => toggle(item.path, event.target.checked)}
                    />
                  </td>
                ) : null}
                <td className="px-3 py-1.5 whitespace-nowrap text-slate-600">{item.type_name}</td>
                <td className="px-3 py-1.5">
                  <Link
                    to={paths.tree.getHref(normalisePath(item.path))}
                    className="font-medium text-sky-800 hover:underline"
                  >
                    {title}
                  </Link>
                  {title !== item['@name'] ? (
                    <span className="ml-2 font-mono text-xs text-slate-500">{item['@name']}</span>
                  ) : null}
                </td>
                <td className="px-3 py-1.5 whitespace-nowrap text-slate-600">
                  {formatModified(item.modification_date)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
