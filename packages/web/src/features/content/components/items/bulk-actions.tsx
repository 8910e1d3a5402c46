import { siteMessages } from '@cellar/validation/site';
import { useReducer, useState } from 'react';
import { Form, SubmitButton, TextInput } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useConfirm } from '@/components/ui/use-confirm';
import { checkDestination } from '@/features/content/api/check-destination';
import { useRunBulkAction } from '@/features/content/api/run-bulk-action';
import { type DestinationValues, useDestinationForm } from '@/features/content/components/destination-form';
import {
  BULK_ACTION_LABELS,
  type BulkActionKind,
  type BulkReport,
  type BulkTarget,
  bulkReportReducer,
  summariseReport,
} from './bulk-report';

const bulkMessages = siteMessages.treeBrowser.bulk;

export interface BulkActionsProps {
  /** The actions the user may run here (see `allowedBulkActions`); the dropdown offers only these. */
  actions: readonly BulkActionKind[];
  /** The checked items of the page. */
  targets: readonly BulkTarget[];
  /** The report was closed: the selection is cleared. */
  onFinished: () => void;
}

type Step = { kind: 'idle' } | { kind: 'destination'; action: 'move' | 'copy' };

/**
 * The bulk-actions dropdown (Delete, Move, Copy: those in `actions`) and its dialogs: the delete's confirmation
 * (`useConfirm`), destination, per-item report. Without any action there is no dropdown.
 */
export function BulkActions({ actions, targets, onFinished }: BulkActionsProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [report, dispatch] = useReducer(bulkReportReducer, null);
  const run = useRunBulkAction();
  const { confirm, confirmDialog } = useConfirm();

  const start = (action: BulkActionKind, destination?: string) => {
    setStep({ kind: 'idle' });
    run.mutate({
      action,
      targets,
      ...(destination === undefined ? {} : { destination }),
      onEvent: dispatch,
    });
  };

  const count = targets.length;
  const confirmDelete = async () => {
    const agreed = await confirm({
      title: BULK_ACTION_LABELS.delete,
      description: bulkMessages.confirmDelete(count),
      confirmLabel: BULK_ACTION_LABELS.delete,
      details: <TargetList targets={targets} />,
    });
    if (agreed) start('delete');
  };
  const select = (action: BulkActionKind) => () =>
    action === 'delete' ? void confirmDelete() : setStep({ kind: 'destination', action });
  return (
    <>
      {actions.length > 0 ? (
        <DropdownMenu
          label={count > 0 ? `Bulk actions (${count})` : 'Bulk actions'}
          disabled={count === 0}
          items={actions.map((action) => ({ label: BULK_ACTION_LABELS[action], onSelect: select(action) }))}
        />
      ) : null}
      {confirmDialog}
      {step.kind === 'destination' ? (
        <DestinationDialog
          action={step.action}
          targets={targets}
          onCancel={() => setStep({ kind: 'idle' })}
          onConfirm={(destination) => start(step.action, destination)}
        />
      ) : null}
      {report ? (
        <ReportDialog
          report={report}
          onClose={() => {
            dispatch({ type: 'close' });
            onFinished();
          }}
        />
      ) : null}
    </>
  );
}

function TargetList({ targets }: { targets: readonly BulkTarget[] }) {
  return (
    <ul className="list-disc pl-5 text-sm text-slate-700">
      {targets.map((target) => (
        <li key={target.path}>
          {target.label} <span className="font-mono text-xs text-slate-500">{target.path}</span>
        </li>
      ))}
    </ul>
  );
}

function DestinationDialog({
  action,
  targets,
  onCancel,
  onConfirm,
}: {
  action: 'move' | 'copy';
  targets: readonly BulkTarget[];
  onCancel: () => void;
  onConfirm: (destination: string) => void;
}) {
  const { form, onSubmit } = useDestinationForm(checkDestination, onConfirm);
  const label = BULK_ACTION_LABELS[action] as 'Move' | 'Copy';
  const formId = `bulk-${action}-destination`;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={label}
      description={bulkMessages.destinationPrompt(label, targets.length)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton form={formId} control={form.control}>
            {label}
          </SubmitButton>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextInput<DestinationValues>
          name="destination"
          label="Destination folder"
          hint="A folder path, e.g. /bodegas/"
          placeholder="/bodegas/"
        />
        <TargetList targets={targets} />
      </Form>
    </Dialog>
  );
}

function ReportDialog({ report, onClose }: { report: BulkReport; onClose: () => void }) {
  const summary = summariseReport(report);
  const label = BULK_ACTION_LABELS[report.action];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && report.finished && onClose()}
      title={`${label} report`}
      description={
        report.finished
          ? `${summary.done} done, ${summary.failed} failed${report.destination ? ` (destination ${report.destination})` : ''}`
          : `${label} in progress: ${summary.done + summary.failed} of ${report.entries.length}`
      }
      footer={
        <Button onClick={onClose} disabled={!report.finished}>
          Close
        </Button>
      }
    >
      <ul aria-label={`${label} report`} className="flex flex-col gap-1.5 text-sm">
        {report.entries.map((entry) => (
          <li key={entry.path} className="flex items-start gap-2" data-status={entry.status}>
            <span
              aria-hidden="true"
              className={
                entry.status === 'done'
                  ? 'font-bold text-emerald-700'
                  : entry.status === 'failed'
                    ? 'font-bold text-rose-700'
                    : 'text-slate-400'
              }
            >
              {entry.status === 'done' ? '✓' : entry.status === 'failed' ? '✗' : '…'}
            </span>
            <span className="flex-1">
              <span className="font-medium">{entry.label}</span>{' '}
              <span className="font-mono text-xs text-slate-500">{entry.path}</span>
              {entry.status === 'done' ? (
                <span className="text-emerald-800"> — {bulkMessages.done}</span>
              ) : null}
              {entry.status === 'failed' ? <span className="text-rose-800"> — {entry.message}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
