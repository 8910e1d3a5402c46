import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { JournalLock, lockPathOf } from './journal-lock';

let dir: string;
let journal: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cellar-lock-'));
  journal = join(dir, 'urls.csv.journal');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('not refused');
    },
    (error: unknown) => error as UsageError,
  );

describe('JournalLock', () => {
  it('writes who holds the journal beside it, refuses a second run naming the first, and is gone once released', async () => {
    const lock = await JournalLock.take(journal, 'competitors update');
    const holder = JSON.parse(await readFile(lockPathOf(journal), 'utf8'));
    expect(holder).toEqual({
      pid: process.pid,
      host: hostname(),
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      command: 'competitors update',
    });
    const error = await refusal(JournalLock.take(journal, 'competitors update'));
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toBe(
      `This file is being run by \`cellar competitors update\` (pid ${process.pid} on ${hostname()}, started ${holder.startedAt}): one run per journal.`,
    );
    expect(error.nextStep).toContain(`delete ${lockPathOf(journal)}`);
    await lock.release();
    await expect(stat(lockPathOf(journal))).rejects.toMatchObject({ code: 'ENOENT' });
    await (await JournalLock.take(journal, 'competitors update')).release();
  });

  it('takes over a lock whose process is gone', async () => {
    const pid = deadPid();
    await writeFile(
      lockPathOf(journal),
      JSON.stringify({
        pid,
        host: hostname(),
        startedAt: '2026-01-01T00:00:00.000Z',
        command: 'offers create',
      }),
    );
    const lock = await JournalLock.take(journal, 'offers create');
    expect(JSON.parse(await readFile(lockPathOf(journal), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('refuses a lock of another host (it cannot tell whether that run is alive)', async () => {
    await writeFile(
      lockPathOf(journal),
      JSON.stringify({
        pid: deadPid(),
        host: 'other-host',
        startedAt: '2026-01-01T00:00:00.000Z',
        command: 'x',
      }),
    );
    expect((await refusal(JournalLock.take(journal, 'x'))).message).toContain('on other-host');
  });

  it('refuses a lock being written, and takes over one left half-written long ago', async () => {
    await writeFile(lockPathOf(journal), '');
    expect((await refusal(JournalLock.take(journal, 'x'))).message).toBe(
      'This file is being run by another run: one run per journal.',
    );
    const old = new Date(Date.now() - 60_000);
    await utimes(lockPathOf(journal), old, old);
    await (await JournalLock.take(journal, 'x')).release();
  });
});
