import { fail, ok, type Result } from '../result';
import type { ImageSize } from './constants';
import { catalogueMessages } from './messages';

const dimension = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/** Width and height of an image-like value; anything that is not a finite non-negative number reads 0. */
export function imageSizeOf(input: unknown): ImageSize {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return { width: dimension(record.width), height: dimension(record.height) };
}

/**
 * Sized image slot (§5): when a required size is given and the image differs,
 * 'Image size must be WxH instead of AxB' (W x H required, A x B actual).
 */
export function validateImageSize(input: unknown, required?: ImageSize): Result<ImageSize> {
  const actual = imageSizeOf(input);
  if (required === undefined || (actual.width === required.width && actual.height === required.height)) {
    return ok(actual);
  }
  return fail({
    path: '',
    message: catalogueMessages.images.wrongSize(required.width, required.height, actual.width, actual.height),
  });
}
