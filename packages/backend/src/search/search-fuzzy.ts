import type { Db } from '../db/database';

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

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, as Elasticsearch's
 * fuzzy_transpositions), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        value = Math.min(value, (prev2[j - 2] ?? 0) + 1);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[t.length] ?? limit + 1;
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
  const terms = db
    .prepare<[string, number, number], string>(
      'SELECT term FROM search_terms WHERE col = ? AND length BETWEEN ? AND ?',
    )
    .pluck()
    .all(column, Math.max(1, length - edits), length + edits);
  const scored: { term: string; distance: number }[] = [];
  for (const term of terms) {
    if (term === token) continue;
    const distance = editDistance(token, term, edits);
    if (distance <= edits) scored.push({ term, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term));
  return scored.slice(0, MAX_FUZZY_CANDIDATES).map((s) => s.term);
}

/** A token as an FTS5 string literal (tokens are letters and digits already; quoting keeps it inert). */
export const ftsString = (token: string): string => `"${token.replaceAll('"', '""')}"`;
