import type { LogEntry } from '@cellar/sdk';
import { restoreMessages } from '@cellar/validation/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { Confirm } from '@/components/ui/use-confirm';
import { usePatchObject } from '@/features/content/api/patch-object';
import { contentQueries } from '@/features/content/api/query-keys';
import { ChangeList } from '@/features/content/components/tabs/change-list';
import {
  oldValuesOf,
  RESTORABLE_ACTIONS,
  type RestorePlan,
  restorePlan,
} from '@/features/content/utils/restore-plan';
import { errorMessage } from '@/lib/error-message';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';

/** Whether the tab offers "Restore the values before this change" on `entry`: a change of the object itself. */
export const offersRestore = (entry: LogEntry, objectUid: string): boolean =>
  RESTORABLE_ACTIONS.includes(entry.action) && entry.uid === objectUid;

/**
 * "Restore the values before this change" of one entry (issue 28): reads the object, its type and the log as they
 * are now, shows the reverse of the change (with the fields it cannot bring back and the newer changes it would
 * overwrite, which the confirmation names), then saves it in one PATCH that the backend logs as a restore of the
 * entry, under the editing lock and the stale-write check of any save. An entry logged without its old values
 * has the button disabled, with the reason beside it.
 */
export function RestoreEntry({
  entry,
  path,
  confirm,
  refreshLog,
}: {
  entry: LogEntry;
  path: string;
  confirm: Confirm['confirm'];
  /** The log read again, newest first: the newer changes are looked for in it. */
  refreshLog: () => Promise<readonly LogEntry[]>;
}) {
  const queryClient = useQueryClient();
  const patch = usePatchObject();
  const [busy, setBusy] = useState(false);

  if (oldValuesOf(entry) === undefined)
    return (
      <div className="mt-1 flex flex-col items-start gap-1">
        <Button variant="secondary" className="text-xs" disabled aria-describedby={reasonId(entry)}>
          {restoreMessages.action}
        </Button>
        <span id={reasonId(entry)} className="text-xs text-slate-600">
          {restoreMessages.noOldValues}
        </span>
      </div>
    );

  const restore = async () => {
    setBusy(true);
    try {
      const [object, log] = await Promise.all([
        // Read from the server now, whatever the cache holds: the restore's stale-write check compares with it (an
        // answer a preload fetched counts as fresh for a few seconds, and a save may have come since).
        queryClient.fetchQuery({ ...contentQueries.object(path), staleTime: 0 }),
        refreshLog(),
      ]);
      const schema = await queryClient.fetchQuery(contentQueries.type(object['@type']));
      const plan = restorePlan(entry, object, schema, log);
      if (plan === undefined) return;
      if (plan.rows.length === 0) {
        const skipped = plan.notRestored.map(
          ({ field, reason }) => `${field}: ${restoreMessages.reasons[reason]}`,
        );
        toast.info(
          [
            restoreMessages.nothingToRestore,
            ...(skipped.length > 0 ? [restoreMessages.notRestored, ...skipped] : []),
          ].join(' '),
        );
        return;
      }
      // The button is live again while the preview is open, so the focus can come back to it when it closes.
      setBusy(false);
      const agreed = await confirm({
        title: restoreMessages.action,
        description: restoreMessages.intro(entry.user, formatMadridDateTime(entry.date)),
        confirmLabel: plan.newer.length > 0 ? restoreMessages.confirmNewer : restoreMessages.confirm,
        details: <RestorePreview plan={plan} />,
      });
      if (!agreed) return;
      setBusy(true);
      await patch.mutateAsync({
        path,
        body: plan.body,
        lastModDate: object.modification_date,
        restoreOf: entry.id,
      });
      toast.success(restoreMessages.restored);
    } catch (error) {
      toast.error(restoreMessages.error(errorMessage(error)));
      // A refusal (a newer save, the lock) is shown with what changed meanwhile.
      void refreshLog();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-1">
      <Button variant="secondary" className="text-xs" disabled={busy} onClick={() => void restore()}>
        {busy ? restoreMessages.restoring : restoreMessages.action}
      </Button>
    </div>
  );
}

const reasonId = (entry: LogEntry) => `restore-reason-${entry.id ?? entry.date}`;

/** The preview in the confirmation: what changes, what cannot be brought back, the newer changes it overwrites. */
function RestorePreview({ plan }: { plan: RestorePlan }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      {plan.rows.length > 0 ? <ChangeList rows={plan.rows} /> : <p>{restoreMessages.nothingToRestore}</p>}
      {plan.notRestored.length > 0 ? (
        <div>
          <p className="font-medium">{restoreMessages.notRestored}</p>
          <ul className="list-disc pl-5">
            {plan.notRestored.map(({ field, reason }) => (
              <li key={field}>
                <span className="font-mono">{field}</span>: {restoreMessages.reasons[reason]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan.newer.length > 0 ? (
        <div role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2">
          <p className="font-medium">{restoreMessages.newerChanges(plan.newer.length)}</p>
          <ul className="list-disc pl-5">
            {plan.newer.map((newer) => (
              <li key={newer.id}>
                {formatMadridDateTime(newer.date)} {newer.user} ({newer.action})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
