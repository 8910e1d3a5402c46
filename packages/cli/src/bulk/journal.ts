import { createReadStream } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { UsageError } from '../errors';

/** What a journal is tied to: the command, its parameters, and the input file as it was. */
export interface JournalIdentity {
  command: string;
  /** The flags that change what a row means (`{country: 'es'}`): a resume with other values is refused. */
  params: Record<string, string>;
  input: { path: string; size: number; mtimeMs: number };
  idempotent: boolean;
}

/**
 * One line of the journal. `start` is the first line; `sent` is written (and fsync'd) before a
 * non-idempotent batch goes out; `ok` and `fail` record outcomes; `stop` and `end` close a run.
 */
export type JournalEvent =
  | ({ t: 'start'; v: 1; at: string } & JournalIdentity)
  | { t: 'resume'; at: string }
  | { t: 'sent'; k: string[] }
  | { t: 'ok'; k: string[] }
  | { t: 'fail'; k: string; line: number; reason: string; rec: Record<string, string> }
  | { t: 'stop'; at: string; reason: string }
  | { t: 'end'; at: string };

/** What an earlier run left: the rows settled, and the non-idempotent rows sent without a recorded outcome. */
export interface JournalState {
  identity: JournalIdentity;
  ok: Set<string>;
  failed: Set<string>;
  /** Sent, outcome unknown (the process died during the call). Only non-idempotent runs record `sent`. */
  uncertain: Set<string>;
  /** Rows already failed as uncertain by an earlier resume (their reason starts with 'uncertain:'). */
  failedUncertain: number;
  ended: boolean;
}

export const journalPathOf = (inputFile: string) => `${inputFile}.journal`;
export const failedPathOf = (inputFile: string) => `${inputFile}.failed.csv`;

/** The input file's identity as the journal records it (absolute path, size, mtime). */
export async function inputIdentity(inputFile: string): Promise<JournalIdentity['input']> {
  const info = await stat(inputFile);
  return { path: resolve(inputFile), size: info.size, mtimeMs: Math.trunc(info.mtimeMs) };
}

/**
 * Reads a journal line by line (it can hold a million rows). A last line cut short (the process was killed
 * while writing it) is ignored; a damaged line elsewhere is a usage error.
 */
export async function readJournal(path: string): Promise<JournalState> {
  const lines = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let identity: JournalIdentity | undefined;
  const ok = new Set<string>();
  const failed = new Set<string>();
  const sent = new Set<string>();
  let ended = false;
  let failedUncertain = 0;
  let broken: number | undefined;
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.trim() === '') continue;
    if (broken !== undefined) {
      throw new UsageError(`The journal ${path} is damaged at line ${broken}.`, {
        nextStep: 'Start over with --restart.',
      });
    }
    let event: JournalEvent;
    try {
      event = JSON.parse(line) as JournalEvent;
    } catch {
      broken = number;
      continue;
    }
    switch (event.t) {
      case 'start': {
        const { t: _t, v: _v, at: _at, ...rest } = event;
        identity = rest;
        break;
      }
      case 'sent':
        for (const key of event.k) sent.add(key);
        break;
      case 'ok':
        for (const key of event.k) {
          ok.add(key);
          sent.delete(key);
        }
        break;
      case 'fail':
        if (event.reason.startsWith('uncertain:') && !failed.has(event.k)) failedUncertain += 1;
        failed.add(event.k);
        sent.delete(event.k);
        break;
      case 'end':
        ended = true;
        break;
      case 'resume':
        ended = false;
        break;
    }
  }
  if (identity === undefined) {
    throw new UsageError(`The journal ${path} does not start with its run's description.`, {
      nextStep: 'Start over with --restart.',
    });
  }
  return { identity, ok, failed, uncertain: sent, failedUncertain, ended };
}

/**
 * Why a journal cannot be resumed with this command and input, or undefined when it can.
 * The input's size and modification time stand for its content (hashing a million-line file on every
 * start would cost more than the check is worth).
 */
export function journalMismatch(journal: JournalIdentity, current: JournalIdentity): string | undefined {
  if (journal.command !== current.command) return `it was written by \`cellar ${journal.command}\``;
  const params = new Set([...Object.keys(journal.params), ...Object.keys(current.params)]);
  for (const name of params) {
    if (journal.params[name] !== current.params[name]) {
      return `it was written with --${name} ${journal.params[name] ?? '(none)'}`;
    }
  }
  if (journal.input.path !== current.input.path) return `it was written for ${journal.input.path}`;
  if (journal.input.size !== current.input.size || journal.input.mtimeMs !== current.input.mtimeMs) {
    return 'the input file has changed since';
  }
  return undefined;
}

/**
 * The append-only journal being written. Events are buffered and written with one fsync per flush; flushes
 * queue behind each other, so many callers awaiting `flush()` at once share the writes (group commit).
 * A timer flushes every `flushEveryMs` so an idempotent run costs a few fsyncs a second whatever its size.
 */
export class JournalWriter {
  private buffer = '';
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly handle: FileHandle,
    flushEveryMs: number,
  ) {
    if (flushEveryMs > 0) {
      this.timer = setInterval(() => {
        if (this.buffer !== '') this.flush().catch(() => {});
      }, flushEveryMs);
      this.timer.unref();
    }
  }

  /** Opens `path` for appending; `fresh` truncates it first. */
  static async open(
    path: string,
    options: { fresh: boolean; flushEveryMs?: number },
  ): Promise<JournalWriter> {
    const handle = await open(path, options.fresh ? 'w' : 'a');
    return new JournalWriter(handle, options.flushEveryMs ?? 200);
  }

  append(event: JournalEvent): void {
    this.buffer += `${JSON.stringify(event)}\n`;
    if (this.buffer.length > 64 * 1024) this.flush().catch(() => {});
  }

  /** Resolves once every event appended so far is on disk. */
  flush(): Promise<void> {
    this.queue = this.queue.then(async () => {
      if (this.buffer === '') return;
      const text = this.buffer;
      this.buffer = '';
      await this.handle.write(text);
      await this.handle.datasync();
    });
    return this.queue;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
    await this.handle.close();
  }
}
