import { Readable } from 'node:stream';
import busboy from 'busboy';
import { ApiError, badRequest } from '../http/errors';

/** The largest invoice file taken (ours: a 500,000-line carrier CSV is about 20 MB). */
export const MAX_INVOICE_FILE_BYTES = 200 * 1024 * 1024;

const NO_FILE = 'Expected a multipart body with a file field';

/**
 * Hands the request's first file part to `consume` as a stream, while the multipart body is still arriving
 * (busboy): the file is never held whole in memory. Other parts are skipped; a file larger than
 * MAX_INVOICE_FILE_BYTES is 413.
 */
export function withUploadedFile<T>(
  request: Request,
  consume: (file: AsyncIterable<Uint8Array>, filename: string) => Promise<T>,
): Promise<T> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body)
    return Promise.reject(badRequest([{ path: 'file', message: NO_FILE }]));
  return new Promise<T>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: MAX_INVOICE_FILE_BYTES },
      });
    } catch {
      reject(badRequest([{ path: 'file', message: NO_FILE }]));
      return;
    }
    let taken = false;
    parser.on('file', (_name, file, info) => {
      if (taken) {
        file.resume();
        return;
      }
      taken = true;
      file.on('limit', () =>
        file.destroy(new ApiError(413, 'PayloadTooLarge', 'The file is larger than 200 MB')),
      );
      consume(file, info.filename ?? '').then(
        (value) => {
          // Read whatever the consumer left, so the body completes.
          file.resume();
          resolve(value);
        },
        (error: unknown) => {
          file.resume();
          reject(error);
        },
      );
    });
    parser.on('error', () => reject(badRequest([{ path: 'file', message: NO_FILE }])));
    parser.on('close', () => {
      if (!taken) reject(badRequest([{ path: 'file', message: NO_FILE }]));
    });
    const body = request.body as unknown as import('node:stream/web').ReadableStream<Uint8Array>;
    Readable.fromWeb(body).pipe(parser);
  });
}
