/** A stream the process writes to: only what `exitWhenWritten` needs of `process.stdout` and `process.stderr`. */
export interface Flushable {
  write(chunk: string, callback: (error?: Error | null) => void): boolean;
}

/**
 * Ends the process with `code` once everything written to `streams` has left it. `process.exit` right after a write
 * to a pipe drops what the pipe has not taken yet (Linux pipes hold 64 KiB: `cellar --json opinions list --all | jq`
 * got the first 65,536 bytes of 134 kB), and the process cannot be left to end by itself (ink, stdin or a keep-alive
 * socket may hold it). A write's callback runs after the writes queued before it, so an empty write per stream says
 * when each is done.
 */
export async function exitWhenWritten(code: number, streams: readonly Flushable[]): Promise<never> {
  await Promise.all(
    streams.map(
      // A stream that errors (the reader went away: EPIPE) has nothing left to deliver either.
      (stream) => new Promise<void>((resolve) => stream.write('', () => resolve())),
    ),
  );
  process.exit(code);
}

/**
 * `cellar ... | head`: once the reader has gone, nothing more can reach it, so the process ends there, quietly and
 * with 0, as a Unix tool that SIGPIPE ends; not with an `EPIPE` stack trace. Any other error of the stream stays
 * uncaught, as before.
 */
export function endWhenReaderLeaves(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}
