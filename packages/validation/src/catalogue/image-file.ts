import { fail, ok, type Result } from '../result';
import {
  IMAGE_SLOT_EXTENSIONS,
  IMAGE_SLOTS,
  type ImageExtension,
  type ImageSlot,
  LATE_UPLOAD_SLOTS,
} from './constants';
import { catalogueMessages } from './messages';

export interface ImageFile {
  slot: ImageSlot;
  extension: ImageExtension;
}

/** A file name from a string or a File-like `{ name }`; any folder part (`C:\fakepath\`) is dropped. */
export function fileNameOf(input: unknown): string {
  const raw =
    typeof input === 'string'
      ? input
      : typeof input === 'object' && input !== null && typeof (input as { name?: unknown }).name === 'string'
        ? (input as { name: string }).name
        : '';
  return raw.split(/[\\/]/).pop() ?? '';
}

function splitName(fileName: string): { base: string; extension: string } {
  const dot = fileName.lastIndexOf('.');
  return dot < 0
    ? { base: fileName, extension: '' }
    : { base: fileName.slice(0, dot), extension: fileName.slice(dot + 1) };
}

/** The slot a file name (without extension) ends in, case-insensitively, or undefined. */
export function imageSlotOf(input: unknown): ImageSlot | undefined {
  const base = splitName(fileNameOf(input)).base.toLowerCase();
  return IMAGE_SLOTS.find((slot) => base.endsWith(slot));
}

/**
 * Image upload on the Images screen (catalogue-editors §5): the name without extension must end in a slot
 * name, and the extension must be the slot's (jpg for o4, o5, art800; png for the others). Both checks are
 * case-insensitive; the extension is answered in lower case. Accepts a file name or a File-like `{ name }`.
 */
export function validateImageFileName(input: unknown): Result<ImageFile> {
  const { base, extension } = splitName(fileNameOf(input));
  const slot = imageSlotOf(input);
  if (slot === undefined) {
    return fail({ path: '', message: catalogueMessages.images.invalidType(base, IMAGE_SLOTS) });
  }
  const expected = IMAGE_SLOT_EXTENSIONS[slot];
  if (extension.toLowerCase() !== expected) {
    return fail({ path: '', message: catalogueMessages.images.wrongExtension(expected, slot, extension) });
  }
  return ok({ slot, extension: expected });
}

/**
 * Upload order of the Images screen (§4): files for slots other than o4/o5 first, then the o4/o5 files.
 * Stable: each group keeps the order given. Files without a slot stay in the first group (they fail validation).
 */
export function orderImageUploads<T>(files: readonly T[]): T[] {
  const late = (file: T) => {
    const slot = imageSlotOf(file);
    return slot !== undefined && LATE_UPLOAD_SLOTS.includes(slot);
  };
  return [...files.filter((file) => !late(file)), ...files.filter(late)];
}
