import { basename } from 'node:path';
import { isAudienceFileName, siteMessages } from '@cellar/validation/site';
import { type CommandContext, printResult } from '../../command-context';
import { fromSdkError, RowsFailedError, UsageError, UserError } from '../../errors';
import { createProgress } from '../../ui/progress';
import { sessionClient } from '../session-client';
import { openInputFile, unreadableReason } from './input-file';
import { formatUploadAnswer } from './newsletter-format';
import { newsletterRef } from './newsletter-ref';

/**
 * A file as a web stream the SDK sends as the request body: read chunk by chunk as fetch pulls it (so a million
 * lines are never held at once), each chunk counted for the progress display.
 */
function countedStream(
  chunks: AsyncIterator<Buffer>,
  onChunk: (bytes: number) => void,
  onReadError: (error: unknown) => void,
  close: () => void,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          controller.close();
          close();
          return;
        }
        onChunk(next.value.byteLength);
        controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      } catch (error) {
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

/** `cellar newsletter audience upload ID FILE.txt`: the Schedule tab's "Emails list (.txt, one email per line)". */
export async function uploadAudience(ctx: CommandContext, id: string, file: string): Promise<void> {
  const newsletter = newsletterRef(id);
  const filename = basename(file);
  if (!isAudienceFileName(filename))
    throw new UsageError(`${siteMessages.newsletter.audienceFileNotTxt}: ${file}`);
  const client = await sessionClient(ctx);
  const { handle, size } = await openInputFile(file);

  const progress = await createProgress(ctx, { unit: 'bytes' });
  let sent = 0;
  let readError: unknown;
  const nodeStream = handle.createReadStream({ highWaterMark: 256 * 1024 });
  const body = countedStream(
    nodeStream[Symbol.asyncIterator](),
    (bytes) => {
      sent += bytes;
      progress.update({ done: sent, failed: 0, total: size });
    },
    (error) => {
      readError = error;
    },
    () => nodeStream.destroy(),
  );

  let answer: Awaited<ReturnType<typeof client.newsletters.uploadAudienceEmails>>;
  try {
    progress.update({ done: 0, failed: 0, total: size });
    answer = await client.newsletters.uploadAudienceEmails(newsletter.path, body, filename);
  } catch (error) {
    if (readError !== undefined) throw new UserError(`Cannot read ${file}: ${unreadableReason(readError)}`);
    throw fromSdkError(error);
  } finally {
    progress.finish({ done: sent, failed: 0, total: size });
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
