import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstInvalidUtf8,
  TextEncodingError,
  TextInputDecoder,
  type TextInputEncoding,
  type TextInputPlatform,
  textInputMessages,
} from './text-input-decoder';

// Windows-1252's bytes 0x80-0x9f (the rest of its upper half is Latin-1's): enough to decode in a test what the
// platform's library (iconv-lite in Node) decodes in use.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const cp1252 = {
  decode: (bytes: Uint8Array) =>
    Array.from(bytes, (byte) =>
      byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte),
    ).join(''),
  encode: (text: string) =>
    Uint8Array.from(text, (char) => {
      const high = CP1252_HIGH.indexOf(char);
      return high >= 0 ? 0x80 + high : char.charCodeAt(0);
    }),
};

/** A platform whose detector answers `guess` and records what it was shown. */
const platform = (guess: string | null = 'ISO-8859-1') => {
  const samples: Uint8Array[] = [];
  const fake: TextInputPlatform = {
    detect: (sample) => {
      samples.push(sample);
      return guess;
    },
    getDecoder: (encoding) => {
      if (encoding === 'windows-1252') return { write: cp1252.decode, end: () => '' };
      const decoder = new TextDecoder(encoding === 'UTF-16LE' ? 'utf-16le' : 'utf-16be');
      return { write: (bytes) => decoder.decode(bytes, { stream: true }), end: () => decoder.decode() };
    },
  };
  return { fake, samples };
};

/** Decodes `bytes` cut into chunks at `cuts`; answers the text and the encoding it was read as. */
function decode(
  bytes: Uint8Array,
  options: { guess?: string | null; cuts?: number[]; encoding?: TextInputEncoding } = {},
): { text: string; encoding: TextInputEncoding } {
  const decoder = new TextInputDecoder(platform(options.guess).fake, { encoding: options.encoding });
  const cuts = [...new Set([0, ...(options.cuts ?? []), bytes.length])].sort((a, b) => a - b);
  let text = '';
  for (let index = 1; index < cuts.length; index += 1)
    text += decoder.write(bytes.subarray(cuts[index - 1], cuts[index]));
  text += decoder.end();
  return { text, encoding: decoder.encoding };
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const refusal = (run: () => unknown): TextEncodingError => {
  try {
    run();
  } catch (error) {
    if (error instanceof TextEncodingError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('TextInputDecoder', () => {
  it('reads UTF-8, with or without its BOM, and keeps CRLF as it is', () => {
    const text = 'group,url\r\nbodegas-muñoz,https://rival.example/es/muñoz\r\n';
    expect(decode(utf8(text))).toEqual({ text, encoding: 'UTF-8' });
    expect(decode(utf8(`\uFEFF${text}`), { cuts: [1, 2, 4] })).toEqual({ text, encoding: 'UTF-8' });
  });

  it('reads a Windows-1252 file as Windows-1252 when the detector says Latin-1 or Windows-1252', () => {
    const text = 'group,url\r\nbodegas-muñoz,https://rival.example/es/muñoz 5 €\r\n';
    for (const guess of ['ISO-8859-1', 'windows-1252'])
      expect(decode(cp1252.encode(text), { guess })).toEqual({ text, encoding: 'windows-1252' });
  });

  it('switches to Windows-1252 at a later chunk, the ASCII before it read the same, and shows the detector the bytes around it', () => {
    const text = `${'plain-ascii,https://rival.example/x\n'.repeat(300)}bodegas-muñoz,https://rival.example/ñ\n`;
    const bytes = cp1252.encode(text);
    const { fake, samples } = platform('ISO-8859-1');
    const decoder = new TextInputDecoder(fake);
    let out = '';
    for (let at = 0; at < bytes.length; at += 1000) out += decoder.write(bytes.subarray(at, at + 1000));
    out += decoder.end();
    expect(out).toBe(text);
    expect(decoder.encoding).toBe('windows-1252');
    expect(samples).toHaveLength(1);
    expect(new TextDecoder('latin1').decode(samples[0])).toContain(
      'plain-ascii,https://rival.example/x\nbodegas-mu',
    );
  });

  it('reads a Latin-1 byte cut off by the end of the file or of a chunk', () => {
    expect(decode(cp1252.encode('group\nmuño'))).toEqual({ text: 'group\nmuño', encoding: 'windows-1252' });
    expect(decode(cp1252.encode('ñ'))).toEqual({ text: 'ñ', encoding: 'windows-1252' });
    // 0xE9 ('é') starts a 3-byte UTF-8 character: held back at the end of the first chunk, read in the second.
    const bytes = cp1252.encode('abcé,x');
    expect(decode(bytes, { cuts: [4] })).toEqual({ text: 'abcé,x', encoding: 'windows-1252' });
  });

  it('reads a known encoding without asking the detector again', () => {
    const { fake, samples } = platform(null);
    const decoder = new TextInputDecoder(fake, { encoding: 'windows-1252' });
    expect(decoder.write(cp1252.encode('muñoz €')) + decoder.end()).toBe('muñoz €');
    expect(samples).toEqual([]);
  });

  it('reads UTF-16 with its BOM, either byte order', () => {
    const text = 'Pedido\tImporte\r\nA-1\t12,50 €\r\n';
    const le = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from(text).flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ]);
    const be = new Uint8Array([
      0xfe,
      0xff,
      ...Array.from(text).flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff]),
    ]);
    expect(decode(le, { cuts: [1, 5] })).toEqual({ text, encoding: 'UTF-16LE' });
    expect(decode(be)).toEqual({ text, encoding: 'UTF-16BE' });
  });

  it('refuses another encoding, naming it and its line', () => {
    const bytes = new Uint8Array([...utf8('id,name\n1,'), 0x93, 0xfa, 0x96, 0x7b, 0x0a]);
    const error = refusal(() => decode(bytes, { guess: 'Shift_JIS' }));
    expect(error.message).toBe(textInputMessages.unsupported('Shift_JIS'));
    expect(error.message).toBe(
      'The file is not UTF-8: it looks like Shift_JIS, which is not read here. Save it as UTF-8 (or Windows-1252)',
    );
    expect(error).toMatchObject({ kind: 'unsupported', line: 2 });
    expect(refusal(() => decode(bytes, { guess: null })).message).toContain('an unknown encoding');
  });

  it('refuses bytes that are not UTF-8 after UTF-8 text that is not ASCII, or in a file with a UTF-8 BOM, at their line', () => {
    const mixed = new Uint8Array([...utf8('name\nmuñoz\nbodega\n'), 0xf1, 0x0a]);
    expect(refusal(() => decode(mixed, { cuts: [13] })).message).toBe(
      'Line 4 is not UTF-8, though the text before it is: the file mixes encodings or is damaged. Save it as UTF-8 again',
    );
    // In the same chunk as the UTF-8 text before it.
    expect(refusal(() => decode(mixed))).toMatchObject({ kind: 'bad-utf8', line: 4 });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('name\n'), 0xf1, 0x0a]);
    expect(refusal(() => decode(withBom)).line).toBe(2);
    // A detector that sees UTF-8 around a broken byte: the file is damaged, not in another encoding.
    expect(refusal(() => decode(new Uint8Array([0x61, 0x0a, 0xc3]), { guess: 'UTF-8' })).line).toBe(2);
  });

  it('refuses NUL bytes outside UTF-16 as not text, at their line', () => {
    const error = refusal(() => decode(new Uint8Array([0x61, 0x0a, 0x62, 0x00, 0x63])));
    expect(error.message).toBe('Line 2 holds NUL bytes: the file is not text. Save it as CSV, UTF-8');
    expect(error.kind).toBe('not-text');
    expect(refusal(() => decode(new Uint8Array([0x61, 0x0a, 0xf1, 0x0a, 0x00]))).line).toBe(3);
  });

  it('gives the same text however a UTF-8 input is cut into chunks', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (text, cuts) => {
          const bytes = utf8(text);
          const decoded = decode(bytes, { cuts: cuts.map((cut) => cut % (bytes.length + 1)) });
          expect(decoded).toEqual({ text: text.replace(/^\uFEFF/, ''), encoding: 'UTF-8' });
        },
      ),
      { seed: 26, numRuns: 300 },
    );
  });

  it('gives the same text however a Windows-1252 input is cut into chunks', () => {
    const char = fc.constantFrom(...'abc,;\n\r é ñ Ñ ü ç € ™ œ ¿ ¡ º ª'.split(''));
    fc.assert(
      fc.property(
        fc.array(char, { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (chars, cuts) => {
          // The first byte above ASCII is not UTF-8 ('ñ ' is F1 20): a Windows-1252 text whose first such
          // characters happen to be UTF-8 ('Ñ™' is D1 99) is read as UTF-8 up to there, and refused further on.
          const text = `ascii head ñ ${chars.join('')}`;
          const bytes = cp1252.encode(text);
          const decoded = decode(bytes, { cuts: cuts.map((cut) => cut % (bytes.length + 1)) });
          expect(decoded).toEqual({ text, encoding: 'windows-1252' });
        },
      ),
      { seed: 26, numRuns: 300 },
    );
  });
});

describe('firstInvalidUtf8', () => {
  it.each([
    [[0x61, 0x62], 2, false],
    [[0x61, 0xc3, 0xb1, 0xf1, 0x61], 3, true],
    [[0xc0, 0x80], 0, false],
    [[0xed, 0xa0, 0x80], 0, false],
    [[0xe2, 0x82], 0, false],
    [[0xf0, 0x9f, 0x8d, 0xb7, 0xff], 4, true],
  ])('%j: first bad byte at %d, non-ASCII before it %s', (bytes, offset, nonAsciiBefore) => {
    expect(firstInvalidUtf8(new Uint8Array(bytes))).toEqual({ offset, nonAsciiBefore });
  });
});
