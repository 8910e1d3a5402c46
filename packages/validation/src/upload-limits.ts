/**
 * Largest file an upload takes (object file fields, the Images screen's slots, the pack image, editor images):
 * 10 MiB. The spec gives no limit; the backend refuses a larger body with 413 `PayloadTooLarge` before reading it.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Not in the spec: the message of a refused upload, in the style of the other form messages. */
export const uploadMessages = {
  tooLarge: (maxBytes: number = MAX_UPLOAD_BYTES) => `The file is larger than ${maxBytes / 1024 / 1024} MiB`,
} as const;
