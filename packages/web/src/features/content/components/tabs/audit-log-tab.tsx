import { isHttpError, type LogEntry } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { catalogueMessages, restoreMessages } from '@cellar/validation/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AddonNeeded } from '@/components/addon-needed';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { contentQueries } from '@/features/content/api/query-keys';
import { ChangeList } from '@/features/content/components/tabs/change-list';
import { offersRestore, RestoreEntry } from '@/features/content/components/tabs/restore-entry';
import { payloadView } from '@/features/content/utils/audit-diff';
import { can } from '@/lib/can';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';
import { isAddonMissing } from '@/lib/server-addons';
import { useKeyboardScrollable } from '@/lib/use-keyboard-scrollable';

/** 'Audit log failure flashes the status and body of the answer' (catalogue-editors §8). */
export function auditFailureText(error: unknown): string {
  return isHttpError(error) ? `${error.status} ${JSON.stringify(error.body)}` : errorMessage(error);
}

/**
 * The AuditLog tab: Date (Madrid), User, Action, Payload (a readable diff), `Load more` with `search_after`. With
 * ModifyContent, each change of the object itself offers "Restore the values before this change" (issue 28).
 */
export function AuditLogTab({ path, object, permissions, readOnly }: ObjectTabProps) {
  const logs = useInfiniteQuery(contentQueries.logs(path));
  const error = logs.error;
  const { confirm, confirmDialog } = useConfirm();
  const restore: RestoreColumn | undefined =
    can(permissions, PERMISSIONS.ModifyContent) && !readOnly
      ? {
          objectUid: object['@uid'],
          confirm,
          refreshLog: async () => (await logs.refetch()).data?.pages.flatMap((page) => page.logs) ?? [],
        }
      : undefined;

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
        columns={columns(path, entries, restore)}
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
      {confirmDialog}
    </div>
  );
}

/** What the Action column needs to offer a restore: the object's uid, the confirmation, the log read again. */
interface RestoreColumn {
  objectUid: string;
  confirm: ReturnType<typeof useConfirm>['confirm'];
  refreshLog: () => Promise<readonly LogEntry[]>;
}

/** What the tab says when the log has no entry (our wording). */
export const NOTHING_LOGGED = 'Nothing logged yet.';

/**
 * Date (Madrid, to the second), User, Action (with the path of a change below the object, the change a restore
 * undid, and the restore button when `restore` is given) and Payload.
 */
const columns = (path: string, entries: readonly LogEntry[], restore?: RestoreColumn): Column<LogEntry>[] => [
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
          {entry.action === 'restore' ? <RestoredEntry entry={entry} entries={entries} /> : null}
          {restore && offersRestore(entry, restore.objectUid) ? (
            <RestoreEntry
              entry={entry}
              path={path}
              confirm={restore.confirm}
              refreshLog={restore.refreshLog}
            />
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
  return <ChangeList rows={view.rows} />;
}

/** Under a restore's action: the change it undid, by who and when when that entry is on screen. */
function RestoredEntry({ entry, entries }: { entry: LogEntry; entries: readonly LogEntry[] }) {
  const payload = entry.payload as { restore_of?: unknown } | null;
  const id = typeof payload?.restore_of === 'number' ? payload.restore_of : undefined;
  if (id === undefined) return null;
  const undone = entries.find((other) => other.id === id);
  return (
    <div className="text-xs text-slate-500">
      {undone
        ? restoreMessages.restoreOf(undone.user, formatMadridDateTime(undone.date))
        : restoreMessages.restoreOfEntry(id)}
    </div>
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
