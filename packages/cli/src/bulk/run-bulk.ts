import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { isNetworkError } from '@cellar/sdk';
import { messages } from '@cellar/validation';
import { type Command, Option } from 'commander';
import type { CommandContext } from '../command-context';
import { backendDownStep, CancelledError, RowsFailedError, UsageError, UserError } from '../errors';
import { unreadableFile } from '../input-file';
import { createProgress } from '../ui/create-progress';
import type { Progress, ProgressState } from '../ui/progress';
import { csvRecord } from './csv-out';
import {
  failedPathOf,
  inputIdentity,
  type JournalEvent,
  type JournalIdentity,
  type JournalState,
  JournalWriter,
  journalMismatch,
  journalPathOf,
  readJournal,
} from './journal';
import { JournalLock } from './journal-lock';
import { classifyError, DEFAULT_RETRY, type RetryPolicy, reasonOf, retryDelay } from './retry';

/** One row of the input. */
export interface BulkRow<T> {
  /** Its line in the input file (1-based, the header being line 1 in a CSV), for messages. */
  line: number;
  /**
   * Its stable identity in the journal: the same row of the same file gets the same key on every run.
   * The line number (as a string) is the usual choice: the journal is tied to the file as it was.
   */
  key: string;
  value: T;
  /** Set when the row was refused before sending (the validation package's message): it fails unsent. */
  invalid?: string;
}

/** The outcome of one row of a batch, in the batch's order. */
export type RowOutcome = { ok: true } | { ok: false; reason: string };

/** What a run is: its journal's identity, and the line that resumes it. */
export interface BulkRunSpec {
  /** The command as typed after `cellar`, without arguments: 'competitors update'. */
  command: string;
  /** Flags that change what a row means, recorded in the journal: a resume with other values is refused. */
  params?: Record<string, string>;
  /**
   * The journal goes beside it (`${inputFile}.journal`, held by one run at a time: `${inputFile}.journal.lock`),
   * and the failed rows (`${inputFile}.failed.csv`).
   */
  inputFile: string;
  /**
   * True when sending a row twice does no harm (an upsert, a delete): such calls are retried on 429, 503
   * and network errors, and rows whose outcome was not recorded are sent again on `--resume`. False: never
   * retried, and a row sent whose outcome is unknown is reported as uncertain instead of being sent again.
   */
  idempotent: boolean;
  /** The command line that resumes this run, printed on an interruption (see `resumeCommandLine`). */
  resumeCommand?: string;
}

/** The rows a run sends, and how. */
export interface BulkSendSpec<T> {
  /**
   * Read lazily, in order; the runner pulls rows only as fast as it sends them. An async source may give them a
   * chunk at a time (one await per chunk of a file rather than per row: what 10,000 small rows cost).
   */
  rows: AsyncIterable<BulkRow<T> | readonly BulkRow<T>[]> | Iterable<BulkRow<T>>;
  /** How many rows there are in the whole input, when known beforehand (for the bar and the time left). */
  total?: number;
  /** Rows per call (1 by default). */
  batchSize?: number;
  /** What the progress counts: 'rows', 'URLs' ... */
  unit?: string;
  /**
   * Sends one batch and answers one outcome per row, in order. Throwing (the SDK's typed errors) stands
   * for the whole batch: retried or failed by the runner (see `classifyError`). `signal` aborts on a
   * second Ctrl+C.
   */
  send(rows: BulkRow<T>[], signal: AbortSignal): Promise<RowOutcome[]>;
  /** The row's columns for the failed-rows CSV (the runner adds `line` and `reason`). */
  failedRecord(row: BulkRow<T>): Record<string, string>;
}

/** What a bulk command hands to `runBulk`: the run and its rows. */
export type BulkSpec<T> = BulkRunSpec & BulkSendSpec<T>;

export interface BulkOptions {
  /** Batches in flight at once. */
  concurrency: number;
  /** Continue the run recorded in the journal. */
  resume: boolean;
  /** Throw away an earlier run's journal and start over. */
  restart?: boolean;
}

/** What `--json` prints, and what the summary says. Counts cover the whole job, earlier runs included. */
export interface BulkResult {
  command: string;
  /** Rows seen in the input (all of them unless the run was interrupted). */
  total: number;
  /** Rows that succeeded. */
  done: number;
  /** Rows that failed (refused by the server, invalid, or uncertain); each is in `failedFile`. */
  failed: number;
  /** Rows settled by an earlier run and not sent again (`--resume`). */
  skipped: number;
  /** Of `failed`, the rows sent by an earlier, killed run whose outcome is unknown: not sent again. */
  uncertain: number;
  failedFile?: string;
  journal: string;
  interrupted: boolean;
  /** Why the run stopped early: 'interrupt' (Ctrl+C), 'network' (backend unreachable), 'unauthorized'. */
  stoppedBy?: 'interrupt' | 'network' | 'unauthorized';
  /** The error that stopped it ('network', 'unauthorized'), for people. */
  stopReason?: string;
  /** The command line that continues this run, when it stopped early. */
  resumeCommand?: string;
}

/** What the runner takes from the outside world; tests replace it to be instant and deterministic. */
export interface BulkDeps {
  random: () => number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Calls `handler` on each Ctrl+C until the returned function is called. */
  onInterrupt: (handler: () => void) => () => void;
  retry: RetryPolicy;
  progress?: Progress;
  /** ms between two journal flushes of an idempotent run. */
  flushEveryMs: number;
  /** Failed rows logged one by one before the rest are only counted. */
  maxLoggedFailures: number;
}

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

export const defaultBulkDeps: BulkDeps = {
  random: Math.random,
  sleep: abortableSleep,
  onInterrupt: (handler) => {
    process.on('SIGINT', handler);
    return () => process.off('SIGINT', handler);
  },
  retry: DEFAULT_RETRY,
  flushEveryMs: 200,
  maxLoggedFailures: 20,
};

export const DEFAULT_CONCURRENCY = 4;
export const MAX_CONCURRENCY = 32;

/** Adds `--concurrency <n>`, `--resume` and `--restart` to a bulk command. */
export function addBulkOptions(command: Command): Command {
  return command
    .addOption(
      new Option('--concurrency <n>', `calls in flight at once (1-${MAX_CONCURRENCY})`).default(
        String(DEFAULT_CONCURRENCY),
      ),
    )
    .option('--resume', 'continue an interrupted run from its journal (FILE.journal)')
    .option('--restart', 'discard the journal of an earlier run and start over');
}

/** The runner's options from the command's parsed flags; a bad value is a usage error. */
export function bulkOptionsOf(options: {
  concurrency?: string;
  resume?: boolean;
  restart?: boolean;
}): BulkOptions {
  const raw = options.concurrency ?? String(DEFAULT_CONCURRENCY);
  const concurrency = Number(raw);
  if (!/^\d+$/.test(raw) || concurrency < 1 || concurrency > MAX_CONCURRENCY) {
    throw new UsageError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}, not ${raw}.`);
  }
  if (options.resume && options.restart) throw new UsageError('Use either --resume or --restart, not both.');
  return { concurrency, resume: options.resume === true, restart: options.restart === true };
}

const shellQuote = (arg: string) =>
  /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;

/** `cellar <the same arguments> --resume`, from the arguments commander parsed (the root's `rawArgs`). */
export function resumeCommandLine(command: Command): string {
  let root = command;
  while (root.parent) root = root.parent;
  const args = (root as Command & { rawArgs?: string[] }).rawArgs ?? [];
  const kept = args.filter((arg) => arg !== '--resume' && arg !== '--restart');
  return ['cellar', ...kept.map(shellQuote), '--resume'].join(' ');
}

class StopRun extends Error {
  constructor(
    readonly by: 'network' | 'unauthorized',
    readonly error: unknown,
  ) {
    super('stop');
  }
}

async function* batchesOf<T>(
  rows: BulkSendSpec<T>['rows'],
  size: number,
  handle: (row: BulkRow<T>) => boolean,
): AsyncGenerator<BulkRow<T>[]> {
  let batch: BulkRow<T>[] = [];
  for await (const item of rows)
    for (const row of Array.isArray(item) ? (item as readonly BulkRow<T>[]) : [item as BulkRow<T>]) {
      if (!handle(row)) continue;
      batch.push(row);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
  if (batch.length > 0) yield batch;
}

export const UNCERTAIN_REASON =
  'uncertain: sent by a run that was killed before its answer was recorded; check it before sending it again';

/** Ctrl+C came while a run was getting ready (reading its file, checking its rows): it stops before sending. */
export class StartupInterrupted extends Error {
  constructor() {
    super('Interrupted before sending');
    this.name = 'StartupInterrupted';
  }
}

/**
 * One run of a bulk command over its input file, from the moment the command starts: it listens for Ctrl+C, holds
 * the journal (`JournalLock`: a second run of the same file is refused, naming this one) and reads what an earlier
 * run left (`previous`, for `--resume`). Ctrl+C while the command gets ready (`interruptible` work) or while it
 * sends (`send`) ends the same way: the journal records the stop and the result carries the line that resumes.
 * `withBulkRun` opens, runs and closes one; `runBulk` is the whole of it for a command with nothing to prepare.
 */
export class BulkRun {
  /** What an earlier run of the file left, when resuming it; undefined for a fresh run. */
  readonly previous: JournalState | undefined;
  private readonly deps: BulkDeps;
  private readonly journalPath: string;
  private readonly failedPath: string;
  private phase: 'start' | 'sending' | 'done' = 'start';
  private interruptedEarly = false;
  private readonly early = new AbortController();
  /** What Ctrl+C does while rows are being sent (set by `send`). */
  private onSendInterrupt = () => {};

  private constructor(
    private readonly ctx: Pick<CommandContext, 'json' | 'stderr'>,
    readonly spec: BulkRunSpec,
    private readonly identity: JournalIdentity,
    private readonly options: BulkOptions,
    deps: BulkDeps,
    private readonly lock: JournalLock,
    private readonly stopListening: () => void,
    previous: JournalState | undefined,
  ) {
    this.deps = deps;
    this.previous = previous;
    this.journalPath = journalPathOf(spec.inputFile);
    this.failedPath = failedPathOf(spec.inputFile);
  }

  /**
   * Starts a run: Ctrl+C is listened for from here on, the journal is locked (else a usage error naming the run
   * that holds it) and the earlier run's journal read (refused as `loadPrevious` says).
   */
  static async open(
    ctx: Pick<CommandContext, 'json' | 'stderr'>,
    spec: BulkRunSpec,
    options: BulkOptions,
    deps: Partial<BulkDeps> = {},
  ): Promise<BulkRun> {
    const d = { ...defaultBulkDeps, ...deps };
    let run: BulkRun | undefined;
    let interruptedEarly = false;
    const stopListening = d.onInterrupt(() => {
      if (run) run.interrupt();
      else interruptedEarly = true;
    });
    let lock: JournalLock | undefined;
    try {
      const journalPath = journalPathOf(spec.inputFile);
      const input = await inputIdentity(spec.inputFile).catch((error: unknown) => {
        throw unreadableFile(spec.inputFile, error);
      });
      const identity: JournalIdentity = {
        command: spec.command,
        params: spec.params ?? {},
        input,
        idempotent: spec.idempotent,
      };
      lock = await JournalLock.take(journalPath, spec.command);
      const previous = await loadPrevious(journalPath, identity, options, spec);
      run = new BulkRun(ctx, spec, identity, options, d, lock, stopListening, previous);
      if (interruptedEarly) run.interrupt();
      return run;
    } catch (error) {
      stopListening();
      await lock?.release();
      throw error;
    }
  }

  /** Aborted by Ctrl+C before the rows are sent: hand it to work that can stop early. */
  get signal(): AbortSignal {
    return this.early.signal;
  }

  /** `work`'s result, or StartupInterrupted as soon as Ctrl+C comes (the work is left to finish unheard). */
  interruptible<R>(work: Promise<R>): Promise<R> {
    const signal = this.early.signal;
    if (signal.aborted) {
      work.catch(() => {});
      return Promise.reject(new StartupInterrupted());
    }
    return new Promise<R>((resolve, reject) => {
      const stop = () => reject(new StartupInterrupted());
      signal.addEventListener('abort', stop, { once: true });
      work.then(
        (value) => {
          signal.removeEventListener('abort', stop);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', stop);
          reject(error);
        },
      );
    });
  }

  private interrupt(): void {
    if (this.phase === 'start') {
      this.interruptedEarly = true;
      this.early.abort();
    } else if (this.phase === 'sending') this.onSendInterrupt();
    // Once sent, Ctrl+C changes nothing: the result is on its way.
  }

  /** Releases the journal and stops listening for Ctrl+C. */
  async close(): Promise<void> {
    this.phase = 'done';
    this.stopListening();
    await this.lock.release();
  }

  private async openJournal(): Promise<JournalWriter> {
    const { journalPath, previous } = this;
    if (!previous) await rm(this.failedPath, { force: true });
    const journal = await JournalWriter.open(journalPath, {
      fresh: !previous,
      flushEveryMs: this.spec.idempotent ? this.deps.flushEveryMs : 0,
    }).catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`Cannot write the journal ${journalPath}: ${error.code ?? error.message}.`, {
        nextStep: 'The journal goes beside the input file: copy the file to a directory you can write to.',
        cause: error,
      });
    });
    journal.append(previous ? { t: 'resume', at: now() } : { t: 'start', v: 1, at: now(), ...this.identity });
    await journal.flush();
    return journal;
  }

  /**
   * Reads the rows, sends them in batches with at most `options.concurrency` calls in flight, retries idempotent
   * calls on 429/503/network errors with backoff and full jitter, and records every outcome in the journal so
   * `--resume` continues without repeating or losing a row. Ctrl+C stops taking rows and lets the calls in flight
   * finish (a second one aborts them); after a Ctrl+C while getting ready, nothing is read or sent. It answers
   * the result; `reportBulk` prints it. The failed-rows CSV is written from the journal at the end of every run.
   */
  async send<T>(rows: BulkSendSpec<T>): Promise<BulkResult> {
    if (this.phase !== 'start') throw new Error(`${this.spec.command}: a run sends its rows once`);
    this.phase = 'sending';
    const { ctx, options, previous, journalPath, failedPath } = this;
    const d = this.deps;
    const spec = { ...this.spec, ...rows };
    const journal = await this.openJournal();

    const settled = previous ? new Set([...previous.ok, ...previous.failed]) : new Set<string>();
    const uncertainKeys = previous?.uncertain ?? new Set<string>();
    let done = previous?.ok.size ?? 0;
    let failed = previous?.failed.size ?? 0;
    const skipped = done + failed;
    let uncertain = previous?.failedUncertain ?? 0;
    let seen = 0;
    let logged = 0;

    const progress = d.progress ?? (await createProgress(ctx, { unit: spec.unit ?? 'rows' }));
    // The progress counts this run's rows (its rate and time left would be wrong with an earlier run's) of the
    // whole input, as the summary does, and says how many an earlier run settled.
    const previousOk = done;
    const previousFailed = failed;
    const state = (): ProgressState => ({
      done: done - previousOk,
      failed: failed - previousFailed,
      total: spec.total,
      before: skipped,
    });
    const durable = async () => {
      if (!spec.idempotent) await journal.flush();
    };
    const fail = (row: BulkRow<T>, reason: string) => {
      journal.append({ t: 'fail', k: row.key, line: row.line, reason, rec: spec.failedRecord(row) });
      failed += 1;
      if (logged < d.maxLoggedFailures) progress.log(`Line ${row.line}: ${reason}`);
      else if (logged === d.maxLoggedFailures) progress.log(`(more failed rows: see ${failedPath})`);
      logged += 1;
    };

    // Rows settled by an earlier run are passed over; invalid and uncertain rows fail without being sent.
    const batches = batchesOf(spec.rows, Math.max(1, spec.batchSize ?? 1), (row) => {
      seen += 1;
      if (settled.has(row.key)) return false;
      if (uncertainKeys.has(row.key)) {
        fail(row, UNCERTAIN_REASON);
        uncertain += 1;
        return false;
      }
      if (row.invalid !== undefined) {
        fail(row, row.invalid);
        return false;
      }
      return true;
    });

    let stopping = this.interruptedEarly;
    /** Wakes the reader and the workers waiting for rows, when the run stops. */
    let wake = () => {};
    let stoppedBy: BulkResult['stoppedBy'];
    let stopError: unknown;
    let bug: unknown;
    const abort = new AbortController();
    /** Aborted by the first Ctrl+C: a batch waiting to be retried is not sent again in this run. */
    const backoff = new AbortController();
    this.onSendInterrupt = () => {
      if (stopping && stoppedBy === 'interrupt') {
        abort.abort();
        return;
      }
      stopping = true;
      stoppedBy ??= 'interrupt';
      backoff.abort();
      wake();
      progress.log('Stopping: waiting for the calls in flight (Ctrl+C again to abort them)...');
    };
    if (stopping) stoppedBy = 'interrupt';

    const sendBatch = async (batch: BulkRow<T>[]) => {
      const keys = batch.map((row) => row.key);
      if (!spec.idempotent) {
        journal.append({ t: 'sent', k: keys });
        await journal.flush();
      }
      for (let attempt = 1; ; attempt += 1) {
        let outcomes: RowOutcome[];
        try {
          outcomes = await spec.send(batch, abort.signal);
        } catch (error) {
          if (abort.signal.aborted) return; // left unsettled: resent (idempotent) or uncertain on --resume
          const action = classifyError(error);
          if (action === 'bug') throw error;
          if (action === 'retry' && spec.idempotent) {
            const delay = retryDelay(attempt, error, d.retry, d.random);
            if (delay !== undefined) {
              // Ctrl+C ends a backoff at once: the rows stay unsettled, sent again by --resume.
              await d.sleep(delay, backoff.signal);
              if (backoff.signal.aborted) return;
              continue;
            }
          }
          if (action === 'stop') throw new StopRun('unauthorized', error);
          if (isNetworkError(error)) throw new StopRun('network', error);
          for (const row of batch) fail(row, reasonOf(error));
          await durable();
          progress.update(state());
          return;
        }
        if (outcomes.length !== batch.length) {
          throw new Error(`${spec.command}: ${outcomes.length} outcomes for a batch of ${batch.length} rows`);
        }
        const ok: string[] = [];
        outcomes.forEach((outcome, index) => {
          const row = batch[index]!;
          if (outcome.ok) ok.push(row.key);
          else fail(row, outcome.reason);
        });
        if (ok.length > 0) journal.append({ t: 'ok', k: ok });
        done += ok.length;
        await durable();
        progress.update(state());
        return;
      }
    };

    // The rows are read ahead of the calls (up to two batches per worker), so that a worker that finishes a call
    // finds its next batch ready instead of waiting for the file to be parsed.
    const queue: BulkRow<T>[][] = [];
    const capacity = options.concurrency * 2;
    let readingDone = false;
    let waitingWorkers: (() => void)[] = [];
    let wakeReader: (() => void) | undefined;
    const wakeWorkers = () => {
      const waiting = waitingWorkers;
      waitingWorkers = [];
      for (const wake of waiting) wake();
    };
    wake = () => {
      wakeWorkers();
      wakeReader?.();
    };
    const reader = (async () => {
      try {
        // After a Ctrl+C while getting ready, not one row is read.
        if (stopping) return;
        for await (const batch of batches) {
          queue.push(batch);
          wakeWorkers();
          while (queue.length >= capacity && !stopping) {
            await new Promise<void>((resolve) => {
              wakeReader = resolve;
            });
          }
          if (stopping) break;
        }
      } catch (error) {
        // The rows' reader failed (a malformed file): stop the workers and report it.
        stopping = true;
        bug ??= error;
      } finally {
        readingDone = true;
        wakeWorkers();
      }
    })();
    const take = async (): Promise<BulkRow<T>[] | undefined> => {
      for (;;) {
        if (stopping) return undefined;
        const batch = queue.shift();
        if (batch) {
          wakeReader?.();
          return batch;
        }
        if (readingDone) return undefined;
        await new Promise<void>((resolve) => waitingWorkers.push(resolve));
      }
    };

    const worker = async () => {
      for (let batch = await take(); batch !== undefined; batch = await take()) {
        try {
          await sendBatch(batch);
        } catch (error) {
          stopping = true;
          wake();
          if (error instanceof StopRun) {
            stoppedBy ??= error.by;
            stopError ??= error.error;
          } else bug ??= error;
        }
      }
    };

    try {
      await Promise.all(Array.from({ length: options.concurrency }, worker));
    } finally {
      stopping ||= !readingDone;
      wake();
      await reader;
      this.phase = 'done';
      const interrupted = stopping && bug === undefined;
      journal.append(
        interrupted
          ? { t: 'stop', at: now(), reason: stoppedBy ?? 'interrupt' }
          : bug
            ? { t: 'stop', at: now(), reason: 'error' }
            : { t: 'end', at: now() },
      );
      await journal.close();
      progress.finish(state());
    }
    if (bug !== undefined) throw bug;

    const failedFile = failed > 0 ? await writeFailedFile(journalPath, failedPath) : undefined;
    const interrupted = stopping;
    const result: BulkResult = {
      command: spec.command,
      total: interrupted ? Math.max(seen, spec.total ?? 0, skipped) : seen,
      done,
      failed,
      skipped,
      uncertain,
      ...(failedFile ? { failedFile } : {}),
      journal: journalPath,
      interrupted,
      ...(stoppedBy ? { stoppedBy } : {}),
      ...(stopError !== undefined ? { stopReason: reasonOf(stopError) } : {}),
      ...(interrupted && spec.resumeCommand ? { resumeCommand: spec.resumeCommand } : {}),
    };
    return result;
  }
}

/**
 * Opens a run (`BulkRun.open`), hands it to `body` (which gets ready, then `send`s and reports) and closes it. A
 * Ctrl+C while the body was getting ready (its `interruptible` work) ends through the same path as one during the
 * sending: the journal records the stop, the result is reported with the line that resumes, exit 130.
 */
export async function withBulkRun<R>(
  ctx: Pick<CommandContext, 'json' | 'stdout' | 'stderr'>,
  spec: BulkRunSpec,
  options: BulkOptions,
  body: (run: BulkRun) => Promise<R>,
  deps: Partial<BulkDeps> = {},
): Promise<R> {
  const run = await BulkRun.open(ctx, spec, options, deps);
  try {
    return await body(run);
  } catch (error) {
    if (!(error instanceof StartupInterrupted)) throw error;
    reportBulk(ctx, await run.send({ rows: [], send: async () => [], failedRecord: () => ({}) }));
    throw error;
  } finally {
    await run.close();
  }
}

/** A whole bulk run of rows ready to send (see `BulkRun.send`): opened, sent and closed; answers the result. */
export async function runBulk<T>(
  ctx: Pick<CommandContext, 'json' | 'stderr'>,
  spec: BulkSpec<T>,
  options: BulkOptions,
  deps: Partial<BulkDeps> = {},
): Promise<BulkResult> {
  const run = await BulkRun.open(ctx, spec, options, deps);
  try {
    return await run.send(spec);
  } finally {
    await run.close();
  }
}

const now = () => new Date().toISOString();

/**
 * What an earlier run of the file left, for `--resume`: refused when there is none, when it was another command or
 * file, or when a fresh run (neither `--resume` nor `--restart`) finds one.
 */
async function loadPrevious(
  journalPath: string,
  identity: JournalIdentity,
  options: BulkOptions,
  spec: BulkRunSpec,
): Promise<JournalState | undefined> {
  let state: JournalState | undefined;
  try {
    state = await readJournal(journalPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      if (options.restart) return undefined;
      throw error;
    }
  }
  if (options.restart) return undefined;
  if (!options.resume) {
    if (state === undefined) return undefined;
    throw new UsageError(
      `An earlier run of this file left a journal: ${journalPath}${state.ended ? ' (that run finished)' : ''}.`,
      {
        nextStep: `Continue it with --resume${spec.resumeCommand ? ` (${spec.resumeCommand})` : ''}, or start over with --restart.`,
      },
    );
  }
  if (state === undefined) {
    throw new UsageError(`Nothing to resume: there is no journal ${journalPath}.`, {
      nextStep: 'Run the command without --resume.',
    });
  }
  const mismatch = journalMismatch(state.identity, identity);
  if (mismatch) {
    throw new UsageError(`Cannot resume from ${journalPath}: ${mismatch}.`, {
      nextStep: 'Resume with the same command and file, or start over with --restart.',
    });
  }
  return state;
}

/** Writes the failed rows of every run recorded in the journal, streamed, and answers the file's path. */
async function writeFailedFile(journalPath: string, failedPath: string): Promise<string> {
  const out = createWriteStream(failedPath);
  const lines = createInterface({
    input: createReadStream(journalPath, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let columns: string[] | undefined;
  for await (const line of lines) {
    if (!line.startsWith('{"t":"fail"')) continue;
    let event: JournalEvent;
    try {
      event = JSON.parse(line) as JournalEvent;
    } catch {
      continue;
    }
    if (event.t !== 'fail') continue;
    if (!columns) {
      columns = Object.keys(event.rec);
      if (!out.write(csvRecord([...columns, 'line', 'reason']))) await once(out, 'drain');
    }
    const rec = event.rec;
    const record = csvRecord([...columns.map((c) => rec[c] ?? ''), String(event.line), event.reason]);
    if (!out.write(record)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return failedPath;
}

/**
 * Prints a run's result: with `--json` the result as one JSON document on stdout; otherwise a summary on
 * stderr. Then ends the command with the right exit code: throws CancelledError (130) after Ctrl+C with the
 * line that resumes, UserError (1) when the backend went away or the session ended, RowsFailedError (1) when
 * rows failed, naming the failed-rows file; returns (0) when every row succeeded.
 */
export function reportBulk(
  ctx: Pick<CommandContext, 'json' | 'stdout' | 'stderr'>,
  result: BulkResult,
): void {
  const { resumeCommand } = result;
  if (ctx.json) ctx.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const parts = [`${result.done} done`, `${result.failed} failed`];
    if (result.skipped > 0) parts.push(`${result.skipped} settled by an earlier run`);
    ctx.stderr.write(`${result.command}: ${parts.join(', ')} (of ${result.total} rows).\n`);
    if (result.uncertain > 0) {
      ctx.stderr.write(
        `${result.uncertain} of them were sent by a killed run whose answer was not recorded: check them before sending them again.\n`,
      );
    }
  }
  const resume = `Resume with: ${resumeCommand ?? 'the same command and --resume'}`;
  if (result.stoppedBy === 'interrupt') throw new CancelledError(`Interrupted. ${resume}`);
  if (result.stoppedBy === 'network') {
    throw new UserError(messages.login.backendDown, { nextStep: `${backendDownStep}\n${resume}` });
  }
  if (result.stoppedBy === 'unauthorized') {
    throw new UserError(result.stopReason ?? 'Unauthorized', {
      nextStep: `Run \`cellar login\`, then: ${resumeCommand ?? 'the same command with --resume'}`,
    });
  }
  if (result.failed > 0) {
    throw new RowsFailedError(
      `${result.failed} ${result.failed === 1 ? 'row' : 'rows'} failed: see ${result.failedFile ?? failedPathOf('input')}.`,
    );
  }
}
