import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Class of a body cell; add alignment or font per column with `clsx(tdClass, ...)`. */
export const tdClass = 'px-3 py-2 align-middle';

const thClass = 'px-3 py-2 font-semibold whitespace-nowrap';

export interface DataTableProps {
  /** Names the table for screen readers (and the e2e tests). */
  label: string;
  /** Column headers in order. */
  columns: readonly string[];
  /** Adds a last column of row actions, headed "Actions" for screen readers only. */
  actions?: boolean;
  /** A refetch is running: the rows dim and the table says it is busy. */
  busy?: boolean;
  /** The rows (`<tr>`s). */
  children: ReactNode;
}

/** A bordered, horizontally scrolling list table with an uppercase header row. */
export function DataTable({ label, columns, actions, busy, children }: DataTableProps) {
  return (
    <table
      aria-label={label}
      aria-busy={busy || undefined}
      className={clsx('w-full text-left text-sm', busy && 'opacity-60')}
    >
      <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={thClass}>
              {column}
            </th>
          ))}
          {actions ? (
            <th scope="col" className={thClass}>
              <span className="sr-only">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
}

/** The bordered, horizontally scrolling frame a `DataTable` sits in (with any dialog it opens). */
export function TableFrame({ children }: { children: ReactNode }) {
  return <div className="overflow-x-auto rounded border border-slate-200">{children}</div>;
}
