import { readFileSync, rmSync } from 'node:fs';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { UsageError } from '../errors';

/** Who holds a journal: written in its lock file, read by a second run of the same file. */
export interface JournalHolder {
  pid: number;
  host: string;
  /** When the run started (ISO). */
  startedAt: string;
  /** `cellar competitors update`, without its arguments. */
  command: string;
}

export const lockPathOf = (journalPath: string) => `${journalPath}.lock`;

/** A lock file that cannot be read for this long was left half-written by a process that died writing it. */
const UNREADABLE_LOCK_MS = 10_000;

/** Whether the process `pid` of this machine still runs (one of another user counts as running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(path: string): Promise<JournalHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(path, 'utf8')) as Partial<JournalHolder>;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return undefined;
    return {
      pid: holder.pid,
      host: holder.host,
      startedAt: String(holder.startedAt ?? ''),
      command: String(holder.command ?? ''),
    };
  } catch {
    return undefined;
  }
}

/**
 * A run's hold on a journal: one run per journal (a second `--resume` of the file while the first runs would read
 * the journal it is writing, and see the rows it just created as someone else's). The lock is a file beside the
 * journal (`FILE.journal.lock`) created exclusively, holding the run's pid, host, start and command; it is removed
 * when the run ends, and also when the process exits without ending it. A lock whose process is gone (killed, the
 * machine restarted) is taken over; one of another host cannot be checked and is refused like a live one.
 */
export class JournalLock {
  private released = false;

  private constructor(
    readonly path: string,
    private readonly onExit: () => void,
  ) {}

  /**
   * Takes the lock of `journalPath` for `command`, or throws a usage error naming the run that holds it (its
   * command, pid, host and start).
   */
  static async take(journalPath: string, command: string): Promise<JournalLock> {
    const path = lockPathOf(journalPath);
    const mine: JournalHolder = {
      pid: process.pid,
      host: hostname(),
      startedAt: new Date().toISOString(),
      command,
    };
    // Twice at most: the second attempt follows the removal of a lock whose process is gone.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const handle = await open(path, 'wx');
        try {
          await handle.writeFile(`${JSON.stringify(mine)}\n`);
        } finally {
          await handle.close();
        }
        const onExit = () => {
          // The process ends without the run having released it (an uncaught error, process.exit).
          try {
            if (readFileSync(path, 'utf8').includes(`"pid":${process.pid},`)) rmSync(path, { force: true });
          } catch {
            // Gone already.
          }
        };
        process.once('exit', onExit);
        return new JournalLock(path, onExit);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw held(path, await readHolder(path));
          throw new UsageError(`Cannot write the lock ${path}: ${(error as NodeJS.ErrnoException).code}.`, {
            nextStep:
              'The journal goes beside the input file: copy the file to a directory you can write to.',
            cause: error,
          });
        }
        const holder = await readHolder(path);
        if (holder === undefined) {
          // Being written this very moment (empty or cut short), unless it has been so for a while.
          const age = Date.now() - ((await stat(path).catch(() => undefined))?.mtimeMs ?? Date.now());
          if (age < UNREADABLE_LOCK_MS) throw held(path, holder);
          await rm(path, { force: true });
          continue;
        }
        if (holder.host !== mine.host || isRunning(holder.pid)) throw held(path, holder);
        // Its process is gone: the lock is stale. Removed only if it is still that one.
        const again = await readHolder(path);
        if (again?.pid === holder.pid && again.startedAt === holder.startedAt)
          await rm(path, { force: true });
      }
    }
  }

  /** Removes the lock (once). */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    process.off('exit', this.onExit);
    await rm(this.path, { force: true });
  }
}

/** The refusal of a second run: the other run named, and what to do. */
function held(path: string, holder: JournalHolder | undefined): UsageError {
  const who = holder
    ? `\`cellar ${holder.command}\` (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})`
    : 'another run';
  return new UsageError(`This file is being run by ${who}: one run per journal.`, {
    nextStep: `Wait for it to end, or stop it (Ctrl+C) and run --resume. If no such run is going on, delete ${path}.`,
  });
}
