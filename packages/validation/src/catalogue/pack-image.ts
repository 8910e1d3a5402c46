import { fail, ok, type Result } from '../result';
import { type ImageSize, PACK_IMAGE_SIZE } from './constants';
import { fileNameOf } from './image-file';
import { validateImageSize } from './image-size';
import { catalogueMessages } from './messages';

export interface PackImage {
  /** The file name when one was given, else ''. */
  name: string;
  size?: ImageSize;
}

const PNG_MIME = 'image/png';

function isPng(input: unknown): boolean {
  if (typeof input === 'string') {
    const text = input.trim().toLowerCase();
    return text === PNG_MIME || fileNameOf(text).endsWith('.png');
  }
  if (typeof input !== 'object' || input === null) return false;
  const type = (input as { type?: unknown }).type;
  if (typeof type === 'string' && type !== '') return type.toLowerCase() === PNG_MIME;
  return fileNameOf(input).toLowerCase().endsWith('.png');
}

/**
 * Pack image upload (catalogue-editors §5, §9): png only, 453x290.
 * Accepts a file name, a MIME type or a File-like `{ name?, type?, width?, height? }` (the MIME type wins over
 * the name when both are given; the size is checked only when width or height is given).
 * The spec has no wording for a refused file other than the failure toast, so a non-png answers
 * 'There was an error uploading the image'; a wrong size answers the sized-slot message.
 */
export function validatePackImage(input: unknown): Result<PackImage> {
  if (!isPng(input)) return fail({ path: '', message: catalogueMessages.pack.imageUploadError });
  const name = typeof input === 'string' && input.trim().toLowerCase() === PNG_MIME ? '' : fileNameOf(input);
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  if (record.width === undefined && record.height === undefined) return ok({ name });
  const size = validateImageSize(record, PACK_IMAGE_SIZE);
  return size.ok ? ok({ name, size: size.value }) : size;
}
