import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { setSearchRegistry } from './object-index';
import { editDistance, fuzzyCandidates, MAX_FUZZY_CANDIDATES } from './search-fuzzy';
import { testRegistry } from './search-test-registry';
import { putObject } from './search-test-support';

/** The table as a textbook writes it: the reference the typed-array one must agree with. */
function referenceDistance(a: string, b: string, limit: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  const d = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (s[i - 1] === t[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
    if (Math.min(...(d[i] as number[])) > limit) return limit + 1;
  }
  return (d[s.length] as number[])[t.length] as number;
}

describe('editDistance', () => {
  it.each([
    ['reserva', 'reserva', 2, 0],
    ['reserba', 'reserva', 2, 1],
    ['castilo', 'castillo', 2, 1],
    ['tinot', 'tinto', 1, 1],
    ['senorio', 'señorío', 2, 2],
    ['crianza', '00017', 2, 3],
    ['', 'vino', 4, 4],
    ['🍷a', 'a🍷', 1, 1],
  ])('%s → %s within %i: %i', (a, b, limit, expected) => {
    expect(editDistance(a, b, limit)).toBe(expected);
  });

  it('agrees with the textbook table on any words, astral characters and long words included (beyond the limit: limit + 1)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ñ', '🍷', '0'), maxLength: 12 });
    const long = fc.string({ unit: fc.constantFrom('a', 'b'), minLength: 60, maxLength: 140 });
    fc.assert(
      fc.property(
        fc.oneof(word, long),
        fc.oneof(word, long),
        fc.integer({ min: 0, max: 3 }),
        (a, b, limit) => {
          expect(editDistance(a, b, limit)).toBe(Math.min(referenceDistance(a, b, limit), limit + 1));
        },
      ),
      { seed: 27, numRuns: 2000 },
    );
  });
});

describe('fuzzyCandidates', () => {
  it('answers the words of the vocabulary within the edits, nearest first, as the textbook table finds them', () => {
    const db = openDatabase(':memory:');
    try {
      setSearchRegistry(db, testRegistry());
      putObject(db, '/bodegas', 'Folder', 'Bodegas');
      const word = fc.string({
        unit: fc.constantFrom('a', 'b', 'c', 'ñ', '🍷', '0'),
        minLength: 1,
        maxLength: 8,
      });
      const titles = fc.sample(fc.array(word, { minLength: 1, maxLength: 4 }), { seed: 27, numRuns: 150 });
      titles.forEach((words, i) => {
        putObject(db, `/bodegas/b${i}`, 'Bodega', words.join(' '));
      });
      const vocabulary = db
        .prepare<[], string>("SELECT term FROM search_terms WHERE col = 'title' ORDER BY length, term")
        .pluck()
        .all();
      fc.assert(
        fc.property(word, fc.integer({ min: 1, max: 2 }), (token, edits) => {
          const expected = vocabulary
            .filter((term) => term !== token)
            .map((term) => ({ term, distance: referenceDistance(token, term, edits) }))
            .filter(({ distance }) => distance <= edits)
            .sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term))
            .slice(0, MAX_FUZZY_CANDIDATES)
            .map(({ term }) => term);
          expect(fuzzyCandidates(db, 'title', token, edits)).toEqual(expected);
        }),
        { seed: 27, numRuns: 300 },
      );
    } finally {
      db.close();
    }
  });

  it('finds the words a write adds, though it keeps the vocabulary between searches', () => {
    const db = openDatabase(':memory:');
    try {
      setSearchRegistry(db, testRegistry());
      putObject(db, '/bodegas', 'Folder', 'Bodegas');
      putObject(db, '/bodegas/a', 'Bodega', 'Castillo de Sajazarra');
      expect(fuzzyCandidates(db, 'title', 'castilo', 2)).toEqual(['castillo']);
      putObject(db, '/bodegas/b', 'Bodega', 'Castilla Blanca');
      expect(fuzzyCandidates(db, 'title', 'castilo', 2)).toEqual(['castillo', 'castilla']);
    } finally {
      db.close();
    }
  });
});
