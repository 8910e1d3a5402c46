import { commerceMessages } from '@cellar/validation/commerce';
import type { ReactNode } from 'react';
import type { BulkAction } from './use-bulk-action';

const messages = commerceMessages.bulk;

/**
 * Above a list with a selection: how many rows are selected, the actions on them (`children`, buttons the screen
 * disables while nothing is selected or a run is under way), the run's progress, and once it ran, its summary
 * naming each refused row and why.
 */
export function BulkActionBar({
  label,
  count,
  bulk,
  children,
}: {
  /** Names the bar for screen readers ('Bulk actions on opinions'). */
  label: string;
  count: number;
  bulk: BulkAction;
  children: ReactNode;
}) {
  const { progress, summary } = bulk;
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-700" data-testid="selected-count">
          {messages.selected(count)}
        </span>
        {children}
        <span role="status" className="flex items-center gap-2 text-sm text-slate-700">
          {progress ? (
            <>
              <progress max={progress.total} value={progress.done} aria-label={label} />
              {messages.progress(progress.done, progress.total)}
            </>
          ) : summary ? (
            summary.done
          ) : null}
        </span>
      </div>
      {summary?.refusedTitle ? (
        <div role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">{summary.refusedTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {summary.refused.map((row) => (
              <li key={row.name}>
                {row.name}: {row.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
