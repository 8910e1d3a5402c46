import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Output } from '../../command-context';
import { UsageError, UserError } from '../../errors';

/** Where the export's text goes: stdout, or a file that only appears, whole, once the export ended. */
export interface Sink {
  /** The file written, absolute; undefined for stdout. */
  readonly file: string | undefined;
  write(text: string): Promise<void>;
  /** Everything written: the file takes its name. */
  commit(): Promise<void>;
  /** The export stopped: nothing is left under the file's name, nor the temporary file. */
  abort(): Promise<void>;
}

interface Drainable {
  once(event: 'drain' | 'error', listener: (error?: Error) => void): unknown;
  off?(event: 'drain' | 'error', listener: (error?: Error) => void): unknown;
}

const isDrainable = (out: object): out is Drainable => typeof (out as { once?: unknown }).once === 'function';

/** Writes, and when the stream says its buffer is full, waits until it drained: a slow reader slows the export. */
async function writeWaiting(out: Output, text: string): Promise<void> {
  if (text === '') return;
  if (out.write(text) !== false || !isDrainable(out)) return;
  await new Promise<void>((done, fail) => {
    const onDrain = () => {
      out.off?.('error', onError);
      done();
    };
    const onError = (error?: Error) => {
      out.off?.('drain', onDrain);
      fail(error);
    };
    out.once('drain', onDrain);
    out.once('error', onError);
  });
}

/** stdout: the rows as they come. A reader that went away (`| head`) ends the export with a user error. */
export function stdoutSink(stdout: Output): Sink {
  let closed: Error | undefined;
  const onError = (error: Error) => {
    closed = error;
  };
  const listening = stdout as unknown as { on?: (e: string, l: (error: Error) => void) => unknown };
  listening.on?.('error', onError);
  const stopListening = () =>
    (stdout as unknown as { off?: (e: string, l: (error: Error) => void) => unknown }).off?.(
      'error',
      onError,
    );
  return {
    file: undefined,
    async write(text) {
      if (closed) throw new UserError('The output was closed before the export ended.', { cause: closed });
      try {
        await writeWaiting(stdout, text);
      } catch (error) {
        throw new UserError('The output was closed before the export ended.', { cause: error });
      }
    },
    async commit() {
      stopListening();
    },
    async abort() {
      stopListening();
    },
  };
}

const describeFsError = (error: unknown): string => {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return 'no such directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'ENOSPC') return 'no space left on the device';
  return (error as Error).message ?? String(error);
};

/**
 * `--output FILE`: the text goes to a temporary file beside it (`.FILE.<pid>.part`), renamed to FILE at the
 * end, so an export that fails or is killed never leaves a half file under FILE's name (an existing FILE stays
 * as it was until the new one is whole).
 */
export async function fileSink(path: string): Promise<Sink> {
  const file = resolve(path);
  const directory = dirname(file);
  try {
    if (!(await stat(directory)).isDirectory()) throw Object.assign(new Error(), { code: 'ENOENT' });
    if ((await stat(file).catch(() => undefined))?.isDirectory()) {
      throw Object.assign(new Error(), { code: 'EISDIR' });
    }
  } catch (error) {
    throw new UsageError(`Cannot write ${path}: ${describeFsError(error)}.`, { cause: error });
  }
  const temp = join(directory, `.${basename(file)}.${process.pid}.${Date.now()}.part`);
  const stream: WriteStream = createWriteStream(temp, { flags: 'wx', mode: 0o644 });
  let failed: unknown;
  stream.on('error', (error) => {
    failed = error;
  });
  await new Promise<void>((done) => {
    stream.once('ready', () => done());
    stream.once('error', () => done());
  });
  if (failed) {
    // Not even opened (a read-only directory): the command line names a file that cannot be written.
    throw new UsageError(`Cannot write ${path}: ${describeFsError(failed)}.`, { cause: failed });
  }
  const check = () => {
    if (failed) throw new UserError(`Cannot write ${path}: ${describeFsError(failed)}.`, { cause: failed });
  };
  const remove = () => unlink(temp).catch(() => undefined);
  return {
    file,
    async write(text) {
      check();
      try {
        await writeWaiting(stream, text);
      } catch {
        check();
      }
    },
    async commit() {
      check();
      await new Promise<void>((done, fail) => {
        stream.end((error?: Error | null) => (error ? fail(error) : done()));
      }).catch((error) => {
        failed = error;
      });
      if (failed) {
        await remove();
        check();
      }
      await rename(temp, file).catch(async (error) => {
        await remove();
        throw new UserError(`Cannot write ${path}: ${describeFsError(error)}.`, { cause: error });
      });
    },
    async abort() {
      await new Promise<void>((done) => {
        if (stream.destroyed) done();
        else stream.destroy().once('close', () => done());
      });
      await remove();
    },
  };
}
