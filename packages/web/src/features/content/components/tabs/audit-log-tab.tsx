import { isHttpError, type LogEntry } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AddonNeeded } from '@/components/addon-needed';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { toast } from '@/components/ui/toast';
import { contentQueries } from '@/features/content/api/query-keys';
import { formatValue, payloadView } from '@/features/content/utils/audit-diff';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';
import { isAddonMissing } from '@/lib/server-addons';
import { useKeyboardScrollable } from '@/lib/use-keyboard-scrollable';

/** 'Audit log failure flashes the status and body of the answer' (catalogue-editors §8). */
export function auditFailureText(error: unknown): string {
  return isHttpError(error) ? `${error.status} ${JSON.stringify(error.body)}` : errorMessage(error);
}

/** The AuditLog tab: Date (Madrid), User, Action, Payload (a readable diff), `Load more` with `search_after`. */
export function AuditLogTab({ path }: ObjectTabProps) {
  const logs = useInfiniteQuery(contentQueries.logs(path));
  const error = logs.error;

  useEffect(() => {
    if (error && !isAddonMissing(error)) toast.error(auditFailureText(error));
  }, [error]);

  if (logs.isPending) return <Loading />;
  if (isAddonMissing(error)) return <AddonNeeded addon={error.addon} />;
  const entries = logs.data?.pages.flatMap((page) => page.logs) ?? [];

  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {auditFailureText(error)}
        </p>
      ) : null}
      <DataTable
        label="Audit log"
        columns={columns(path)}
        rows={entries}
        rowId={entryKey}
        empty={NOTHING_LOGGED}
      />
      {logs.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            disabled={logs.isFetchingNextPage}
            onClick={() => void logs.fetchNextPage()}
          >
            {catalogueMessages.labels.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** What the tab says when the log has no entry (our wording). */
export const NOTHING_LOGGED = 'Nothing logged yet.';

/** Date (Madrid, to the second), User, Action (with the path of a change below the object) and Payload. */
const columns = (path: string): Column<LogEntry>[] => [
  {
    id: 'date',
    header: 'Date',
    cell: ({ row }) => formatMadridDateTime(row.original.date),
    meta: { className: 'font-mono text-xs whitespace-nowrap' },
  },
  { id: 'user', header: 'User', cell: ({ row }) => row.original.user },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row }) => {
      const entry = row.original;
      return (
        <>
          {entry.action}
          {entry.path && entry.path !== path.replace(/\/$/, '') && entry.path !== path ? (
            <div className="font-mono text-xs text-slate-500">{entry.path}</div>
          ) : null}
        </>
      );
    },
  },
  { id: 'payload', header: 'Payload', cell: ({ row }) => <Payload entry={row.original} /> },
];

/** The backend's entry id when it gives one (it pages by it), else what the entry says. */
const entryKey = (entry: LogEntry): string =>
  entry.id !== undefined
    ? String(entry.id)
    : `${entry.date}|${entry.user}|${entry.action}|${entry.path ?? ''}`;

function Payload({ entry }: { entry: LogEntry }) {
  const view = payloadView(entry.payload, entry.action);
  if (view.kind === 'json') return <JsonPayload text={view.text} />;
  return (
    <ul className="flex flex-col gap-0.5 font-mono text-xs">
      {view.rows.map((row) => (
        <li key={row.field} className="break-all">
          <span className="font-semibold text-slate-700">{row.field}</span>
          {': '}
          {row.hasOld ? (
            <>
              <del className="text-red-700">{formatValue(row.old)}</del>
              {' → '}
            </>
          ) : null}
          <ins className="text-green-800 no-underline">{formatValue(row.new)}</ins>
        </li>
      ))}
    </ul>
  );
}

/** A payload shown as JSON, in a box that scrolls (by the keyboard too, once it overflows). */
function JsonPayload({ text }: { text: string }) {
  const box = useRef<HTMLPreElement>(null);
  const focusable = useKeyboardScrollable(box);
  return (
    <pre
      ref={box}
      tabIndex={focusable ? 0 : undefined}
      className="max-h-64 max-w-2xl overflow-auto rounded bg-slate-50 p-2 font-mono text-xs focus-visible:outline-2 focus-visible:outline-sky-500"
    >
      {text}
    </pre>
  );
}
