import { fail, ok, type Result } from '../result';
import { MAX_UPLOAD_BYTES, uploadMessages } from '../upload-limits';
import { IMAGE_SLOTS, type ImageSlot } from './constants';
import { fileNameOf, type ImageFile, validateImageFileName } from './image-file';
import { catalogueMessages } from './messages';

/** What an Images screen upload (`POST {item}@upload-image/{reference}/{type}`) is, once its rules passed. */
export interface SlotImageUpload extends ImageFile {
  /** The file name as sent (folder part dropped). */
  fileName: string;
}

export const isImageSlot = (value: unknown): value is ImageSlot =>
  (IMAGE_SLOTS as readonly unknown[]).includes(value);

/**
 * The upload of one slot's image (catalogue-editors §5, §7): the slot named in the URL must be one of anv800, rev800,
 * art800, o4, o5 ('Invalid image type "X". Must be one of these: ...', at `type`); the file name must pass
 * {@link validateImageFileName} (its slot and extension, the spec's two messages, at `file`) and end in that same
 * slot (not in the spec: 'Expected a file name ending in o4 for img o4, got "..."').
 */
export function validateSlotImageUpload(input: {
  fileName: unknown;
  slot: unknown;
}): Result<SlotImageUpload> {
  const slot = input.slot;
  if (!isImageSlot(slot)) {
    const name = typeof slot === 'string' ? slot : '';
    return fail({ path: 'type', message: catalogueMessages.images.invalidType(name, IMAGE_SLOTS) });
  }
  const fileName = fileNameOf(input.fileName);
  const file = validateImageFileName(fileName);
  if (!file.ok) return fail(...file.issues.map((issue) => ({ ...issue, path: 'file' })));
  if (file.value.slot !== slot)
    return fail({ path: 'file', message: catalogueMessages.limits.slotMismatch(slot, fileName) });
  return ok({ ...file.value, fileName });
}

/**
 * A file chosen or dropped on the Images screen, before it is sent (§5): its name names its slot and extension
 * ({@link validateImageFileName}, the spec's two messages), and it is at most {@link MAX_UPLOAD_BYTES} (the backend's
 * 413, `uploadMessages.tooLarge`). The slot it goes to is the one its name ends in. Accepts a File-like
 * `{ name, size }`.
 */
export function validateImageUploadFile(file: { name: string; size: number }): Result<SlotImageUpload> {
  const fileName = fileNameOf(file);
  const named = validateImageFileName(fileName);
  if (!named.ok) return named;
  if (file.size > MAX_UPLOAD_BYTES) return fail({ path: '', message: uploadMessages.tooLarge() });
  return ok({ ...named.value, fileName });
}

/**
 * Where a product's slot image is read, as the product's images map holds it (§3 "a map keyed by reference_type
 * with a path") and the upload answers it: a path relative to the product, `@upload-image/{reference}/{slot}`, so it
 * stays right when the product is moved or copied. `GET {product path}/@upload-image/{reference}/{slot}` answers
 * the bytes.
 */
export const imageSlotPath = (reference: string, slot: ImageSlot): string =>
  `@upload-image/${encodeURIComponent(reference)}/${slot}`;

/** The pack image's file field (the Pack editor's upload and `@generate-image` store it there). */
export const PACK_IMAGE_FIELD = 'pack_image';

/** Where the pack image is read, relative to the pack (what `@generate-image` answers as its path). */
export const PACK_IMAGE_PATH = `@download/${PACK_IMAGE_FIELD}`;
