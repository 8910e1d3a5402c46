import { createReadStream } from 'node:fs';

/** One record of a CSV file: its fields, and the line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A record that is not valid CSV (RFC 4180), at its line. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

const QUOTE = 34;
const NOT_CLOSED = 'Quote not closed';

/**
 * Splits one record's text (quotes balanced; it may span lines) into fields: a field may be quoted ("a ""b""",
 * commas and line breaks inside); spaces around a field are trimmed; a quote inside an unquoted field, or text
 * after a closing quote, is a syntax error.
 */
export function splitRecord(text: string, line: number, delimiter = ','): string[] {
  const fields: string[] = [];
  let i = 0;
  const n = text.length;
  for (;;) {
    while (i < n && (text[i] === ' ' || text[i] === '\t')) i += 1;
    if (text.charCodeAt(i) === QUOTE) {
      let value = '';
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) throw new CsvSyntaxError(line, NOT_CLOSED);
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      while (i < n && (text[i] === ' ' || text[i] === '\t')) i += 1;
      fields.push(value);
      if (i >= n) return fields;
      if (text[i] !== delimiter)
        throw new CsvSyntaxError(line, `Invalid closing quote: got "${text[i]}" instead of a delimiter`);
      i += 1;
    } else {
      const end = text.indexOf(delimiter, i);
      const raw = end === -1 ? text.slice(i) : text.slice(i, end);
      if (raw.includes('"'))
        throw new CsvSyntaxError(line, 'Invalid opening quote: a quote inside an unquoted field');
      fields.push(raw.trimEnd());
      if (end === -1) return fields;
      i = end + 1;
    }
  }
}

const countQuotes = (text: string) => {
  let count = 0;
  for (let at = text.indexOf('"'); at !== -1; at = text.indexOf('"', at + 1)) count += 1;
  return count;
};

/**
 * The records of a CSV file, streamed line by line (a million lines cost a few seconds, not memory): UTF-8 with
 * or without a BOM, LF or CRLF, blank lines skipped, quoted fields as RFC 4180 says (a quoted field may span
 * lines; the record keeps the line it starts on). Unquoted fields are split on the delimiter directly, which
 * is several times faster than a general parser. Throws CsvSyntaxError at the first malformed record.
 */
export async function* csvRecords(
  file: string,
  options: { delimiter?: string } = {},
): AsyncGenerator<CsvRecord> {
  const delimiter = options.delimiter ?? ',';
  let carry = '';
  let lineNumber = 0;
  let pending: { line: number; text: string; quotes: number } | undefined;
  let first = true;

  function* take(rawLine: string): Generator<CsvRecord> {
    lineNumber += 1;
    let line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (first) {
      first = false;
      if (line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    }
    if (pending) {
      pending.text += `\n${line}`;
      pending.quotes += countQuotes(line);
      if (pending.quotes % 2 === 0) {
        const { line: start, text } = pending;
        let fields: string[];
        try {
          fields = splitRecord(text, start, delimiter);
        } catch (error) {
          if (error instanceof CsvSyntaxError && error.message === NOT_CLOSED) return;
          throw error;
        }
        pending = undefined;
        yield { line: start, fields };
      }
      return;
    }
    if (line.trim() === '') return;
    if (!line.includes('"')) {
      const fields = line.split(delimiter);
      for (let k = 0; k < fields.length; k += 1) fields[k] = fields[k]!.trim();
      yield { line: lineNumber, fields };
      return;
    }
    // A quoted field left open continues on the next line (only a properly opened one: splitRecord decides).
    try {
      yield { line: lineNumber, fields: splitRecord(line, lineNumber, delimiter) };
    } catch (error) {
      if (!(error instanceof CsvSyntaxError) || error.message !== NOT_CLOSED) throw error;
      pending = { line: lineNumber, text: line, quotes: countQuotes(line) };
    }
  }

  for await (const chunk of createReadStream(file, { encoding: 'utf8' }) as AsyncIterable<string>) {
    const text = carry + chunk;
    let from = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', from)) {
      yield* take(text.slice(from, end));
      from = end + 1;
    }
    carry = text.slice(from);
  }
  if (carry !== '') yield* take(carry);
  if (pending) throw new CsvSyntaxError(pending.line, NOT_CLOSED);
}
