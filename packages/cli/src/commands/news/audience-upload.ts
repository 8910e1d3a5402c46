import { basename } from 'node:path';
import { isAudienceFileName, siteMessages } from '@cellar/validation/site';
import { type CommandContext, printResult } from '../../command-context';
import { CancelledError, fromSdkError, RowsFailedError, UsageError, UserError } from '../../errors';
import { openInputFile, unreadableReason } from '../../input-file';
import { createProgress } from '../../ui/create-progress';
import { sessionClient } from '../session-client';
import { formatUploadAnswer } from './newsletter-format';
import { newsletterRef } from './newsletter-ref';

/**
 * A file as a web stream the SDK sends as the request body: read chunk by chunk as fetch pulls it (so a million
 * lines are never held at once), each chunk counted for the progress display. `signal` breaks the stream off (Ctrl+C):
 * the request fails and the server keeps the newsletter's previous list.
 */
function countedStream(
  chunks: AsyncIterator<Buffer>,
  options: {
    onChunk: (bytes: number) => void;
    onReadError: (error: unknown) => void;
    close: () => void;
    signal: AbortSignal;
  },
): ReadableStream<Uint8Array> {
  const { onChunk, onReadError, close, signal } = options;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener(
        'abort',
        () => {
          try {
            controller.error(new CancelledError());
          } catch {
            // Already closed: the whole file was sent, the server's answer is on its way.
          }
          close();
        },
        { once: true },
      );
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (signal.aborted) return;
        if (next.done) {
          controller.close();
          close();
          return;
        }
        onChunk(next.value.byteLength);
        controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      } catch (error) {
        if (signal.aborted) return;
        onReadError(error);
        controller.error(error);
        close();
      }
    },
    cancel() {
      close();
    },
  });
}

/** Calls `handler` on the first Ctrl+C only: a second one ends the process as usual. */
const onFirstSigint = (handler: () => void) => {
  process.once('SIGINT', handler);
  return () => {
    process.off('SIGINT', handler);
  };
};

/**
 * `cellar newsletter audience upload ID FILE.txt`: the Schedule tab's "Emails list (.txt, one email per line)".
 * Ctrl+C while the file is being sent breaks the upload off: the server stores nothing of it and the newsletter keeps
 * its previous audience (exit 130); run the same command again to upload the list (there is nothing to resume: the
 * server takes a list whole).
 */
export async function uploadAudience(
  ctx: CommandContext,
  id: string,
  file: string,
  options: { onInterrupt?: (handler: () => void) => () => void } = {},
): Promise<void> {
  const newsletter = newsletterRef(id);
  const filename = basename(file);
  if (!isAudienceFileName(filename))
    throw new UsageError(`${siteMessages.newsletter.audienceFileNotTxt}: ${file}`);
  const client = await sessionClient(ctx);
  const { handle, size } = await openInputFile(file);

  const progress = await createProgress(ctx, { unit: 'bytes' });
  let sent = 0;
  let readError: unknown;
  const abort = new AbortController();
  const nodeStream = handle.createReadStream({ highWaterMark: 256 * 1024 });
  const body = countedStream(nodeStream[Symbol.asyncIterator](), {
    onChunk: (bytes) => {
      sent += bytes;
      progress.update({ done: sent, total: size });
    },
    onReadError: (error) => {
      readError = error;
    },
    close: () => nodeStream.destroy(),
    signal: abort.signal,
  });
  const stopListening = (options.onInterrupt ?? onFirstSigint)(() => abort.abort());

  let answer: Awaited<ReturnType<typeof client.newsletters.uploadAudienceEmails>>;
  try {
    progress.update({ done: 0, total: size });
    answer = await client.newsletters.uploadAudienceEmails(newsletter.path, body, filename);
  } catch (error) {
    if (abort.signal.aborted) {
      throw new CancelledError(
        `Upload cancelled after ${sent} of ${size} bytes: nothing was stored, the newsletter keeps its previous audience.`,
      );
    }
    if (readError !== undefined) throw new UserError(`Cannot read ${file}: ${unreadableReason(readError)}`);
    throw fromSdkError(error);
  } finally {
    stopListening();
    progress.finish({ done: sent, total: size });
    nodeStream.destroy();
    await handle.close().catch(() => undefined);
  }

  printResult(ctx, formatUploadAnswer(answer).join('\n'), {
    newsletter: newsletter.id,
    path: newsletter.path,
    file,
    bytes: sent,
    ...answer,
  });
  if (answer.invalid_count > 0) {
    throw new RowsFailedError(
      `${answer.invalid_count} bad lines were left out of the list; the ${answer.accepted} emails accepted are stored.`,
    );
  }
}
