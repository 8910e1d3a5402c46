/**
 * What a text input (an uploaded CSV, a bulk file of the CLI) may be written in, and how it is read (not in the spec:
 * issue 26). Spanish systems still save Windows-1252 (Latin-1) files; read as UTF-8 they become mojibake
 * ('bodegas-mu�oz'). So a file is read as UTF-8 until a byte says otherwise; then, if everything before was ASCII
 * (the same in every encoding read here), as what an encoding detector says it is when that is Windows-1252 or
 * Latin-1. Anything else is refused with the encoding named, never guessed at.
 */

/** The encodings a text input is read as: UTF-8 (with or without BOM), UTF-16 with its BOM, and Windows-1252. */
export type TextInputEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'windows-1252';

/** A streaming decoder of one encoding: the text of each chunk, then what it held back. */
export interface TextChunkDecoder {
  write(bytes: Uint8Array): string;
  end(): string | undefined;
}

/**
 * What the caller brings from its platform, in the shape of chardet and iconv-lite (`{ detect: chardet.detect,
 * getDecoder: iconv.getDecoder }` in Node): an encoding detector, and decoders for the encodings the platform's
 * TextDecoder gets wrong or lacks (Node 20 reads windows-1252 as Latin-1: '€' becomes U+0080).
 */
export interface TextInputPlatform {
  /** The detector's best guess for these bytes ('ISO-8859-1', 'Shift_JIS' ...), or null. */
  detect(sample: Uint8Array): string | null | undefined;
  /** A streaming decoder of one of the encodings above other than UTF-8 (the bytes after any BOM). */
  getDecoder(encoding: Exclude<TextInputEncoding, 'UTF-8'>): TextChunkDecoder;
}

/** Not in the spec: what is said of a text input that is not plain UTF-8 (issue 26). */
export const textInputMessages = {
  /** The note (the CLI's stderr) when a file was not UTF-8 and was read as another encoding. */
  readAs: (file: string, encoding: string) => `${file}: not UTF-8, read as ${encoding}`,
  /** A file in an encoding that is neither UTF-8, UTF-16 with its BOM nor Windows-1252 (Latin-1). */
  unsupported: (encoding: string) =>
    `The file is not UTF-8: it looks like ${encoding}, which is not read here. Save it as UTF-8 (or Windows-1252)`,
  /** Bytes that are not UTF-8 in a file that is UTF-8 before them (or says so with its BOM): damaged, or mixed. */
  badUtf8: (line: number) =>
    `Line ${line} is not UTF-8, though the text before it is: the file mixes encodings or is damaged. Save it as UTF-8 again`,
  /** NUL bytes: a spreadsheet or another binary file, or UTF-16 without its BOM. */
  notText: (line: number) => `Line ${line} holds NUL bytes: the file is not text. Save it as CSV, UTF-8`,
} as const;

/** A text input that cannot be read: the message names why (the encoding, or the line). */
export class TextEncodingError extends Error {
  override readonly name = 'TextEncodingError';
  constructor(
    message: string,
    /** Not text at all (NUL bytes), another encoding, or UTF-8 broken further down. */
    readonly kind: 'not-text' | 'unsupported' | 'bad-utf8',
    /** The line (1-based) where the trouble is. */
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * The WHATWG TextDecoder of browsers and Node, declared for this module: the validation package's types hold
 * neither the DOM's nor Node's globals.
 */
declare const TextDecoder: new (
  label: 'utf-8',
  options: { fatal: boolean },
) => { decode(input?: Uint8Array, options?: { stream: boolean }): string };

/** The detectors' names of the encodings read as Windows-1252 (the WHATWG reads ISO-8859-1 so too). */
const WESTERN = new Set(['windows-1252', 'iso-8859-1']);
/** How much of the input before the first byte that is not UTF-8 the detector also sees, and how much after. */
const CONTEXT_BYTES = 4096;
const SAMPLE_BYTES = 64 * 1024;
const EMPTY = new Uint8Array(0);
const NOT_ASCII = /[^\0-\x7f]/;

const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
};

const newlines = (text: string): number => {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
};

const newlineBytes = (bytes: Uint8Array, end: number): number => {
  let count = 0;
  for (let at = bytes.indexOf(0x0a); at !== -1 && at < end; at = bytes.indexOf(0x0a, at + 1)) count += 1;
  return count;
};

/** The continuation bytes a UTF-8 lead byte needs, and the range of the first one (no overlong forms, no surrogates). */
function utf8Lead(lead: number): { needs: number; low: number; high: number } | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return { needs: 1, low: 0x80, high: 0xbf };
  if (lead === 0xe0) return { needs: 2, low: 0xa0, high: 0xbf };
  if (lead === 0xed) return { needs: 2, low: 0x80, high: 0x9f };
  if (lead >= 0xe1 && lead <= 0xef) return { needs: 2, low: 0x80, high: 0xbf };
  if (lead === 0xf0) return { needs: 3, low: 0x90, high: 0xbf };
  if (lead === 0xf4) return { needs: 3, low: 0x80, high: 0x8f };
  if (lead >= 0xf1 && lead <= 0xf3) return { needs: 3, low: 0x80, high: 0xbf };
  return undefined;
}

/** Where the first byte that is not UTF-8 is (or `bytes.length`), and whether a character above ASCII comes before it. */
export function firstInvalidUtf8(bytes: Uint8Array): { offset: number; nonAsciiBefore: boolean } {
  let nonAsciiBefore = false;
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index] as number;
    if (byte < 0x80) {
      index += 1;
      continue;
    }
    const lead = utf8Lead(byte);
    if (lead === undefined) return { offset: index, nonAsciiBefore };
    for (let k = 1; k <= lead.needs; k += 1) {
      const next = bytes[index + k];
      const [low, high] = k === 1 ? [lead.low, lead.high] : [0x80, 0xbf];
      if (next === undefined || next < low || next > high) return { offset: index, nonAsciiBefore };
    }
    nonAsciiBefore = true;
    index += lead.needs + 1;
  }
  return { offset: bytes.length, nonAsciiBefore };
}

/**
 * The bytes at the end of a chunk that a streaming UTF-8 decoder holds back: a character cut by the chunk's end.
 * `bytes` decoded without error, so only its last 3 bytes can be such a beginning.
 */
function unfinishedUtf8(bytes: Uint8Array): Uint8Array {
  for (let start = bytes.length - 1; start >= 0 && start >= bytes.length - 3; start -= 1) {
    const byte = bytes[start] as number;
    if (byte >= 0x80 && byte < 0xc0) continue;
    const lead = utf8Lead(byte);
    return lead !== undefined && bytes.length - start < lead.needs + 1 ? bytes.slice(start) : EMPTY;
  }
  return EMPTY;
}

/**
 * Decodes a text input streamed in chunks, reading what it is written in as it goes. It starts as UTF-8 (a UTF-8
 * BOM is dropped; a UTF-16 BOM switches to UTF-16). At the first byte that is not UTF-8: if everything before was
 * ASCII, the detector's guess on the bytes around it decides: Windows-1252 or Latin-1 is read as Windows-1252 from
 * there on (the ASCII before reads the same), anything else is a TextEncodingError naming it; after UTF-8 text that
 * was not ASCII (or a UTF-8 BOM), the file is damaged or mixes encodings and is refused at that line. NUL bytes
 * outside UTF-16 are refused as not text. Pass the `encoding` an earlier pass over the same bytes found to read
 * them so again without asking the detector. A Windows-1252 file whose first characters above ASCII happen to
 * form UTF-8 (rare: an upper-case accented letter before a symbol, 'Ñ™' is D1 99) is read as UTF-8 up to there
 * and refused at the first byte that is not: a stream cannot take back the text it gave.
 *
 * @example
 * const decoder = new TextInputDecoder(platform);
 * let text = '';
 * for await (const chunk of stream) text += decoder.write(chunk);
 * text += decoder.end();
 * if (decoder.encoding !== 'UTF-8') warn(textInputMessages.readAs(name, decoder.encoding));
 */
export class TextInputDecoder {
  private mode: 'start' | 'utf-8' | 'other' = 'start';
  private current: TextInputEncoding = 'UTF-8';
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private other: TextChunkDecoder | undefined;
  /** The first bytes, until there are enough to see a BOM. */
  private head: Uint8Array = EMPTY;
  /** A UTF-8 BOM said the file is UTF-8: a byte that is not is damage, not another encoding. */
  private bom = false;
  /** The UTF-8 text so far was ASCII only: switching to Windows-1252 changes none of it. */
  private ascii = true;
  /** Bytes the UTF-8 decoder holds back (a character cut by the chunk's end): not yet in the text. */
  private pending: Uint8Array = EMPTY;
  /** The last bytes before the current chunk, for the detector. */
  private recent: Uint8Array = EMPTY;
  private lines = 1;

  constructor(
    private readonly platform: TextInputPlatform,
    options: { encoding?: TextInputEncoding } = {},
  ) {
    if (options.encoding === 'windows-1252') this.use('windows-1252');
  }

  /** The encoding the input is read as (UTF-8 until a chunk shows otherwise). */
  get encoding(): TextInputEncoding {
    return this.current;
  }

  /** The text of the next chunk of bytes. Throws TextEncodingError when the input cannot be read. */
  write(chunk: Uint8Array): string {
    if (this.mode !== 'start') return this.decode(chunk);
    this.head = concat(this.head, chunk);
    return this.head.length < 3 ? '' : this.begin();
  }

  /** The text held back at the end of the input. Throws TextEncodingError as `write` does. */
  end(): string {
    if (this.mode === 'start') return this.head.length === 0 ? '' : this.begin() + this.end();
    if (this.mode === 'other') return this.counted((this.other as TextChunkDecoder).end() ?? '');
    try {
      return this.counted(this.utf8.decode());
    } catch {
      const text = this.notUtf8(this.pending);
      return text + this.counted((this.other as TextChunkDecoder).end() ?? '');
    }
  }

  /** The first bytes are in: a BOM chooses the encoding, else UTF-8 it is until a byte says otherwise. */
  private begin(): string {
    const bytes = this.head;
    this.head = EMPTY;
    this.mode = 'utf-8';
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return this.switchTo('UTF-16LE', bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return this.switchTo('UTF-16BE', bytes.subarray(2));
    // The UTF-8 decoder drops a UTF-8 BOM itself.
    this.bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return this.decode(bytes);
  }

  private decode(chunk: Uint8Array): string {
    if (this.mode === 'other') {
      if (this.current === 'windows-1252' && chunk.includes(0)) this.refuseNul(chunk);
      return this.counted((this.other as TextChunkDecoder).write(chunk));
    }
    if (chunk.includes(0)) this.refuseNul(concat(this.pending, chunk));
    let text: string;
    try {
      text = this.utf8.decode(chunk, { stream: true });
    } catch {
      return this.notUtf8(concat(this.pending, chunk));
    }
    this.pending = unfinishedUtf8(
      chunk.length >= 4 ? chunk.subarray(chunk.length - 4) : concat(this.pending, chunk),
    );
    this.recent =
      chunk.length >= CONTEXT_BYTES
        ? chunk.slice(chunk.length - CONTEXT_BYTES)
        : concat(this.recent, chunk).slice(-CONTEXT_BYTES);
    if (this.ascii && NOT_ASCII.test(text)) this.ascii = false;
    return this.counted(text);
  }

  private counted(text: string): string {
    this.lines += newlines(text);
    return text;
  }

  private refuseNul(bytes: Uint8Array): never {
    const line = this.lines + newlineBytes(bytes, bytes.indexOf(0));
    throw new TextEncodingError(textInputMessages.notText(line), 'not-text', line);
  }

  /** `bytes` (with what the UTF-8 decoder held back) are not UTF-8: read them as what they are, or refuse. */
  private notUtf8(bytes: Uint8Array): string {
    const bad = firstInvalidUtf8(bytes);
    const line = this.lines + newlineBytes(bytes, bad.offset);
    const broken = () => new TextEncodingError(textInputMessages.badUtf8(line), 'bad-utf8', line);
    if (this.bom || !this.ascii || bad.nonAsciiBefore) throw broken();
    const guess = this.platform.detect(concat(this.recent, bytes.subarray(0, SAMPLE_BYTES)));
    if (guess?.toLowerCase() === 'utf-8') throw broken();
    if (!guess || !WESTERN.has(guess.toLowerCase()))
      throw new TextEncodingError(
        textInputMessages.unsupported(guess ?? 'an unknown encoding'),
        'unsupported',
        line,
      );
    return this.switchTo('windows-1252', bytes);
  }

  private use(encoding: Exclude<TextInputEncoding, 'UTF-8'>): void {
    this.mode = 'other';
    this.current = encoding;
    this.other = this.platform.getDecoder(encoding);
    this.pending = EMPTY;
  }

  private switchTo(encoding: Exclude<TextInputEncoding, 'UTF-8'>, bytes: Uint8Array): string {
    this.use(encoding);
    return this.decode(bytes);
  }
}
