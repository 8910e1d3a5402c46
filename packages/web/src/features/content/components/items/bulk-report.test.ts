import { HttpError } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { runBulkAction } from '@/features/content/api/run-bulk-action';
import { type BulkEvent, type BulkReport, bulkReportReducer, summariseReport } from './bulk-report';

const targets = [
  { path: '/bodegas/a', label: 'A' },
  { path: '/bodegas/b', label: 'B' },
  { path: '/bodegas/c', label: 'C' },
];

const replay = (events: BulkEvent[]) => events.reduce<BulkReport | null>(bulkReportReducer, null);

describe('bulkReportReducer', () => {
  it('starts with every item pending', () => {
    const report = replay([{ type: 'start', action: 'delete', targets }]);
    expect(report?.entries.map((entry) => entry.status)).toEqual(['pending', 'pending', 'pending']);
    expect(report?.finished).toBe(false);
  });

  it('marks each item done or failed with the server message, then finishes', () => {
    const report = replay([
      { type: 'start', action: 'move', targets, destination: '/zonas/' },
      { type: 'done', path: '/bodegas/a' },
      { type: 'failed', path: '/bodegas/b', message: 'Forbidden' },
      { type: 'done', path: '/bodegas/c' },
      { type: 'finish' },
    ]);
    expect(report).toEqual({
      action: 'move',
      destination: '/zonas/',
      finished: true,
      entries: [
        { path: '/bodegas/a', label: 'A', status: 'done' },
        { path: '/bodegas/b', label: 'B', status: 'failed', message: 'Forbidden' },
        { path: '/bodegas/c', label: 'C', status: 'done' },
      ],
    });
    expect(report && summariseReport(report)).toEqual({ done: 2, failed: 1, pending: 0 });
  });

  it('settles an item once: a late event does not overwrite the first outcome', () => {
    const report = replay([
      { type: 'start', action: 'delete', targets },
      { type: 'failed', path: '/bodegas/a', message: 'Forbidden' },
      { type: 'done', path: '/bodegas/a' },
    ]);
    expect(report?.entries[0]).toMatchObject({ status: 'failed', message: 'Forbidden' });
  });

  it('reports items that never ran when the action finishes early', () => {
    const report = replay([
      { type: 'start', action: 'copy', targets },
      { type: 'done', path: '/bodegas/a' },
      { type: 'finish' },
    ]);
    expect(report && summariseReport(report)).toEqual({ done: 1, failed: 2, pending: 0 });
  });

  it('ignores progress without a report and closes to null', () => {
    expect(bulkReportReducer(null, { type: 'done', path: '/x' })).toBeNull();
    expect(replay([{ type: 'start', action: 'delete', targets }, { type: 'close' }])).toBeNull();
  });
});

describe('runBulkAction', () => {
  const forbidden = new HttpError(403, { message: 'You may not delete /bodegas/b', type: 'Forbidden' });

  it('runs item by item, keeps going after a failure and reports the server message', async () => {
    const calls: string[] = [];
    const events: BulkEvent[] = [];
    await runBulkAction(
      { action: 'delete', targets, onEvent: (event) => events.push(event) },
      {
        remove: async (path) => {
          calls.push(path);
          if (path === '/bodegas/b') throw forbidden;
        },
        move: async () => {
          throw new Error('not used');
        },
        duplicate: async () => {
          throw new Error('not used');
        },
      },
    );
    expect(calls).toEqual(['/bodegas/a', '/bodegas/b', '/bodegas/c']);
    const report = replay(events);
    expect(report?.finished).toBe(true);
    expect(report?.entries.map((entry) => [entry.status, entry.message])).toEqual([
      ['done', undefined],
      ['failed', 'You may not delete /bodegas/b'],
      ['done', undefined],
    ]);
  });

  it('moves and copies into the normalised destination', async () => {
    const seen: string[] = [];
    const api = {
      remove: async () => {},
      move: async (path: string, destination: string) => {
        seen.push(`move ${path} ${destination}`);
        return { '@id': '', '@name': '', path: '' };
      },
      duplicate: async (path: string, destination: string) => {
        seen.push(`copy ${path} ${destination}`);
        return { '@id': '', '@name': '', '@type': '', '@uid': '' };
      },
    };
    await runBulkAction(
      { action: 'move', targets: targets.slice(0, 1), destination: '/zonas', onEvent: () => {} },
      api,
    );
    await runBulkAction(
      { action: 'copy', targets: targets.slice(1, 2), destination: 'tags/uva/', onEvent: () => {} },
      api,
    );
    expect(seen).toEqual(['move /bodegas/a /zonas/', 'copy /bodegas/b /tags/uva/']);
  });
});
