import type { Db } from '../db/database';
import { GenerationCache } from '../db/generation-cache';

/**
 * Folds text the way the FTS5 tokenizer `unicode61 remove_diacritics 2` does (lowercase, no accents)
 * and splits it into tokens, so query tokens compare with the index vocabulary.
 */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

/** Elasticsearch `fuzziness`: 'AUTO' allows 0 edits up to 2 characters, 1 up to 5, 2 above. */
export function maxEdits(token: string, fuzziness: 'AUTO' | 0 | 1 | 2): number {
  if (fuzziness !== 'AUTO') return fuzziness;
  const length = [...token].length;
  return length <= 2 ? 0 : length <= 5 ? 1 : 2;
}

/** Code points of the two words and three rows of the distance table, grown as longer words come. */
let scratch = { s: new Int32Array(64), t: new Int32Array(64), rows: [0, 1, 2].map(() => new Int32Array(65)) };
/** Makes room in `scratch` for words of up to `longest` code points. */
const grow = (longest: number) => {
  if (longest >= scratch.s.length)
    scratch = {
      s: new Int32Array(longest * 2),
      t: new Int32Array(longest * 2),
      rows: [0, 1, 2].map(() => new Int32Array(longest * 2 + 1)),
    };
};

/** Counts of code points by bucket (the low bits of the code point), all zero between calls of `editDistance`. */
const BUCKET = 0x3ff;
const buckets = new Int32Array(BUCKET + 1);
const count = (codes: Int32Array, at: number, length: number, by: number) => {
  for (let i = at; i < at + length; i++) {
    const bucket = (codes[i] as number) & BUCKET;
    buckets[bucket] = (buckets[bucket] as number) + by;
  }
};

/** Writes the code points of `text` into `into` (long enough for text.length); answers how many. */
const codePoints = (text: string, into: Int32Array): number => {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) as number;
    if (code > 0xffff) i++;
    into[n++] = code;
  }
  return n;
};

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, as Elasticsearch's
 * fuzzy_transpositions) over code points, or `limit + 1` when it exceeds `limit` (told as soon as it must). A fuzzy
 * match compares the query word with thousands of words of the vocabulary, so the table lives in typed arrays kept
 * between calls, and is not filled at all for a word holding more characters the other lacks than `limit` allows.
 */
export function editDistance(a: string, b: string, limit: number): number {
  grow(Math.max(a.length, b.length));
  const { s, t } = scratch;
  return codeDistance(s, codePoints(a, s), t, 0, codePoints(b, t), limit);
}

/** `editDistance` of the code points `s[0, n)` and `t[at, at + m)` (words of the vocabulary lie end to end). */
function codeDistance(s: Int32Array, n: number, t: Int32Array, at: number, m: number, limit: number): number {
  if (Math.abs(n - m) > limit) return limit + 1;
  // Each character one word holds beyond the other's needs an edit of its own (a transposition moves none), so more
  // than `limit` of them rule the pair out. Counting by bucket can only find fewer, never too many.
  count(s, 0, n, 1);
  let shared = 0;
  for (let j = at; j < at + m; j++) {
    const bucket = (t[j] as number) & BUCKET;
    const left = buckets[bucket] as number;
    if (left > 0) shared++;
    buckets[bucket] = left - 1;
  }
  count(t, at, m, 1);
  count(s, 0, n, -1);
  if (Math.max(n, m) - shared > limit) return limit + 1;
  let [prev2, prev, row] = scratch.rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let best = i;
    const si = s[i - 1] as number;
    for (let j = 1; j <= m; j++) {
      const tj = t[at + j - 1] as number;
      let value = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1);
      const diagonal = (prev[j - 1] as number) + (si === tj ? 0 : 1);
      if (diagonal < value) value = diagonal;
      if (i > 1 && j > 1 && si === t[at + j - 2] && s[i - 2] === tj) {
        const transposed = (prev2[j - 2] as number) + 1;
        if (transposed < value) value = transposed;
      }
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return Math.min(prev[m] as number, limit + 1);
}

/** The words of one length, in order, and their code points end to end (`length` a word). */
interface Words {
  terms: readonly string[];
  codes: Int32Array;
}

const vocabularies = new WeakMap<Db, GenerationCache<Words>>();

/**
 * The words of `column` of `length` code points from `search_terms`: read once while the data stays as it was (a
 * write may add words), not at each search (some 5,000 words of a query word's lengths cost 0.8 ms to read).
 */
function wordsOfLength(db: Db, column: 'title' | 'body', length: number): Words {
  let vocabulary = vocabularies.get(db);
  if (vocabulary === undefined) {
    vocabulary = new GenerationCache(db);
    vocabularies.set(db, vocabulary);
  }
  return vocabulary.get(`${column}:${length}`, () => {
    const terms = db
      .prepare<[string, number], string>(
        'SELECT term FROM search_terms WHERE col = ? AND length = ? ORDER BY term',
      )
      .pluck()
      .all(column, length);
    const codes = new Int32Array(terms.length * length);
    terms.forEach((term, w) => {
      codePoints(term, codes.subarray(w * length));
    });
    return { terms, codes };
  });
}

/** At most this many vocabulary terms stand in for one misspelt token. */
export const MAX_FUZZY_CANDIDATES = 50;

/**
 * Words of `column` within `edits` of `token`, nearest first, from `search_terms` (an index by length):
 * only words of about the token's length are read, never the objects.
 */
export function fuzzyCandidates(db: Db, column: 'title' | 'body', token: string, edits: number): string[] {
  if (edits === 0) return [];
  const length = [...token].length;
  grow(Math.max(token.length, length + edits));
  const { s } = scratch;
  const n = codePoints(token, s);
  const scored: { term: string; distance: number }[] = [];
  for (let m = Math.max(1, length - edits); m <= length + edits; m++) {
    const { terms, codes } = wordsOfLength(db, column, m);
    terms.forEach((term, w) => {
      if (term === token) return;
      const distance = codeDistance(s, n, codes, w * m, m, edits);
      if (distance <= edits) scored.push({ term, distance });
    });
  }
  scored.sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term));
  return scored.slice(0, MAX_FUZZY_CANDIDATES).map((s) => s.term);
}

/** A token as an FTS5 string literal (tokens are letters and digits already; quoting keeps it inert). */
export const ftsString = (token: string): string => `"${token.replaceAll('"', '""')}"`;
