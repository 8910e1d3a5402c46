/** A file type the backend accepts, recognised from its first bytes (never from its name). */
export interface SniffedType {
  content_type: string;
  /** The canonical extension (stored keys and FileInfo.extension). */
  extension: string;
  /** Extensions a file name of this type may carry. */
  extensions: readonly string[];
  image: boolean;
}

const TYPES = {
  png: { content_type: 'image/png', extension: 'png', extensions: ['png'], image: true },
  jpeg: { content_type: 'image/jpeg', extension: 'jpg', extensions: ['jpg', 'jpeg'], image: true },
  gif: { content_type: 'image/gif', extension: 'gif', extensions: ['gif'], image: true },
  webp: { content_type: 'image/webp', extension: 'webp', extensions: ['webp'], image: true },
  pdf: { content_type: 'application/pdf', extension: 'pdf', extensions: ['pdf'], image: false },
  svg: { content_type: 'image/svg+xml', extension: 'svg', extensions: ['svg'], image: true },
} as const satisfies Record<string, SniffedType>;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** How much of a file the SVG sniff reads (an SVG's root element comes early). */
const SVG_SNIFF_BYTES = 1024 * 1024;

/**
 * An SVG: valid UTF-8 text whose first element is `<svg`. What it may hold is not judged here: an SVG is stored
 * only as `sanitizeSvg` rewrites it.
 */
function isSvg(bytes: Uint8Array): boolean {
  if (bytes.length > SVG_SNIFF_BYTES) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  return /^<svg[\s>]/i.test(head);
}

/** The type of a file from its magic bytes, or undefined when it is none of the accepted types. */
export function sniff(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return TYPES.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return TYPES.webp;
  if (startsWith(bytes, ascii('%PDF-'))) return TYPES.pdf;
  if (isSvg(bytes)) return TYPES.svg;
  return undefined;
}

/** The lower-case extension of a file name ('' when it has none). */
export const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 || dot === filename.length - 1 ? '' : filename.slice(dot + 1).toLowerCase();
};

/** Every extension the backend accepts, for messages. */
export const ACCEPTED_EXTENSIONS: readonly string[] = Object.values(TYPES).flatMap((t) => t.extensions);
