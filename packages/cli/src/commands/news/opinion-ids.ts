import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { TextInputEncoding } from '@cellar/validation';
import { UsageError } from '../../errors';
import { readTextFile } from '../../text-input';

/** One opinion id of an ids file, with its line. */
export interface OpinionIdRow {
  line: number;
  id: number;
}

/** Bad lines listed in the usage error before the rest are only counted. */
const LISTED_BAD_LINES = 20;

/** An opinion id (`id_opinion`): a whole number from 1. Undefined for anything else. */
export function parseOpinionId(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id >= 1 ? id : undefined;
}

export const notAnOpinionId = (text: string) => `not an opinion id: "${text.trim()}"`;

/** The ids typed on the command line; any that is not an id is a usage error naming it. */
export function opinionIdsOfArgs(args: readonly string[]): number[] {
  const bad = args.filter((arg) => parseOpinionId(arg) === undefined);
  if (bad.length > 0) throw new UsageError(bad.map((arg) => notAnOpinionId(arg)).join('\n'));
  return args.map((arg) => parseOpinionId(arg) as number);
}

/**
 * The rows of an ids file (one id a line; blank lines skipped), streamed: a million lines are never held at once.
 * Read as `encoding` (what `scanTextFile` found); a file that cannot be read, or not as text, is a usage error naming
 * it.
 */
export async function* opinionIdRows(
  file: string,
  encoding?: TextInputEncoding,
): AsyncGenerator<OpinionIdRow & { text: string }> {
  const input = Readable.from(readTextFile(file, encoding));
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  try {
    for await (const text of lines) {
      line += 1;
      if (text.trim() === '') continue;
      yield { line, id: parseOpinionId(text) ?? Number.NaN, text };
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

/**
 * Reads the whole ids file once before anything is sent: every line must be an id (else a usage error listing the
 * bad lines by number) and there must be one at least. Answers how many ids there are (for the progress bar).
 */
export async function checkOpinionIdsFile(file: string, encoding?: TextInputEncoding): Promise<number> {
  let count = 0;
  let badCount = 0;
  const bad: string[] = [];
  for await (const row of opinionIdRows(file, encoding)) {
    count += 1;
    if (!Number.isNaN(row.id)) continue;
    badCount += 1;
    if (bad.length < LISTED_BAD_LINES) bad.push(`${file} line ${row.line}: ${notAnOpinionId(row.text)}`);
  }
  if (badCount > bad.length) bad.push(`and ${badCount - bad.length} more bad lines`);
  if (bad.length > 0) {
    throw new UsageError(bad.join('\n'), { nextStep: 'Put one opinion id (a whole number) on each line.' });
  }
  if (count === 0) throw new UsageError(`${file} has no opinion ids.`);
  return count;
}
