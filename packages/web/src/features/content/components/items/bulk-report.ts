/** The bulk actions of the tree browser (site-content-and-shell §2.3). */
export type BulkActionKind = 'delete' | 'move' | 'copy';

export const BULK_ACTION_LABELS: Readonly<Record<BulkActionKind, string>> = {
  delete: 'Delete',
  move: 'Move',
  copy: 'Copy',
};

/** One selected object: its path (`/bodegas/vega-sicilia`) and what the report calls it. */
export interface BulkTarget {
  path: string;
  label: string;
}

export type BulkEntryStatus = 'pending' | 'done' | 'failed';

export interface BulkEntry extends BulkTarget {
  status: BulkEntryStatus;
  /** The server's message when the item failed. */
  message?: string;
}

/** The per-item report: what ran, on which items, how each one ended. */
export interface BulkReport {
  action: BulkActionKind;
  /** Folder of a move or copy. */
  destination?: string;
  entries: BulkEntry[];
  finished: boolean;
}

export type BulkEvent =
  | { type: 'start'; action: BulkActionKind; targets: readonly BulkTarget[]; destination?: string }
  | { type: 'done'; path: string }
  | { type: 'failed'; path: string; message: string }
  | { type: 'finish' }
  | { type: 'close' };

const settle = (
  report: BulkReport,
  path: string,
  change: Pick<BulkEntry, 'status' | 'message'>,
): BulkReport => ({
  ...report,
  entries: report.entries.map((entry) =>
    entry.path === path && entry.status === 'pending' ? { ...entry, ...change } : entry,
  ),
});

/** Builds the report item by item as the action runs; `null` when no report is shown. */
export function bulkReportReducer(state: BulkReport | null, event: BulkEvent): BulkReport | null {
  switch (event.type) {
    case 'start':
      return {
        action: event.action,
        ...(event.destination === undefined ? {} : { destination: event.destination }),
        entries: event.targets.map((target) => ({ ...target, status: 'pending' })),
        finished: false,
      };
    case 'done':
      return state && settle(state, event.path, { status: 'done' });
    case 'failed':
      return state && settle(state, event.path, { status: 'failed', message: event.message });
    case 'finish':
      // Anything still pending never ran (the loop was cut short): say so rather than leave it spinning.
      return (
        state && {
          ...state,
          finished: true,
          entries: state.entries.map((entry) =>
            entry.status === 'pending' ? { ...entry, status: 'failed', message: 'Not run' } : entry,
          ),
        }
      );
    case 'close':
      return null;
  }
}

export interface BulkSummary {
  done: number;
  failed: number;
  pending: number;
}

export function summariseReport(report: BulkReport): BulkSummary {
  const count = (status: BulkEntryStatus) => report.entries.filter((entry) => entry.status === status).length;
  return { done: count('done'), failed: count('failed'), pending: count('pending') };
}
