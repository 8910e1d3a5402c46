import { PERMISSIONS } from '@cellar/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, seedCounts } from '../../scripts/seed-catalogue';
import type { Account } from '../auth/account-store';
import type { ObjectRow } from '../content/content-row';
import { ContentStore } from '../content/content-store';
import { type TestBackend, testBackend } from '../test-support';
import { walkIsSooner } from './matched-rows';
import { compileSearch } from './search-query';
import { search } from './search-views';

const admin: Account = { id: 1, email: 'admin@example.com', role: 'admin' };
const editor: Account = { id: 2, email: 'editor@example.com', role: 'editor' };
const viewer: Account = { id: 3, email: 'viewer@example.com', role: 'viewer' };

// A seeded sample of the catalogue (the bench's, at 1,500 products), its words and a winery to scope to and hide.
let b: TestBackend;
let words: string[];
let winery: ObjectRow;
beforeAll(() => {
  b = testBackend();
  let clock = Date.UTC(2026, 0, 15);
  const now = () => clock++;
  seedCatalogue(new ContentStore(b.db, { now }), seedCounts(1_500), { seed: 27, now });
  const terms = b.db
    .prepare<[], string>("SELECT term FROM search_terms WHERE col = 'title' AND length >= 4 ORDER BY term")
    .pluck()
    .all();
  words = terms.filter((_, i) => i % Math.ceil(terms.length / 6) === 0);
  winery = b.db
    .prepare<[], ObjectRow>("SELECT * FROM objects WHERE type_name = 'Bodega' ORDER BY path LIMIT 1 OFFSET 3")
    .get() as ObjectRow;
  b.db
    .prepare(
      "INSERT INTO local_grants (uid, kind, subject, target, setting) VALUES (?, 'prinperm', ?, ?, 'Deny')",
    )
    .run(winery.uid, viewer.email, PERMISSIONS.ViewContent);
}, 120_000);
afterAll(() => b.close());

/** The same query, reached without the full-text match driving it (an OR with a term nothing holds). */
const undriven = (query: unknown) => ({ bool: { should: [query, { term: { id: 'no-such-object' } }] } });

const maxFtsRowid = () =>
  b.db.prepare<[], number>('SELECT max(fts_rowid) FROM object_fts_rows').pluck().get() ?? 0;

describe('a search driven by its full-text match', () => {
  it('answers the seeded sample as the same search over the objects: hits, order, totals, every page', () => {
    const texts = [...words, 'castilo reserba', 'señorio crianza', 'vega al', 'quinta rob'];
    const queries = [
      ...texts.map((text) => ({ match: { title: { query: text, fuzziness: 'AUTO' } } })),
      ...texts.slice(0, 3).map((text) => ({ bool: { must: [{ match: { title: text } }] } })),
      ...[...texts, ...words.map((word) => word.slice(0, 2)), 'c'].map((text) => ({
        match_phrase_prefix: { title: text },
      })),
    ];
    const sorts = [['-id'], ['title'], [{ _score: 'desc' }, 'id'], ['-modification_date']];
    const walked = new Set<boolean>();
    let compared = 0;
    const same = (account: Account, body: Record<string, unknown>) => {
      expect(search(b.db, account, body, { origin: 'x' }), `${account.role} ${JSON.stringify(body)}`).toEqual(
        search(b.db, account, { ...body, query: undriven(body.query) }, { origin: 'x' }),
      );
      compared++;
    };
    for (const [q, query] of queries.entries()) {
      expect(compileSearch(b.db, { query }).match, JSON.stringify(query)).toBeDefined();
      const total = search(b.db, admin, { query, size: 0 }, { origin: 'x' }).items_total;
      // The default sort (id), which may walk the FTS rows in order: every kind of page.
      for (const [from, size] of [
        [0, 20],
        [20, 7],
        [Math.max(0, total - 5), 30],
        [0, 0],
        [total + 1, 5],
      ] as const) {
        same(admin, { query, from, size });
        if (size > 0 && from < total) walked.add(walkIsSooner(total, from + size, maxFtsRowid()));
      }
      // Other accounts (the viewer may not view one winery) and other sorts, which gather every match.
      for (const account of [editor, viewer]) same(account, { query, from: 0, size: 20 });
      const sort = sorts[q % sorts.length];
      same(admin, { query, sort, from: 0, size: 20 });
      same(admin, { query, sort, from: Math.max(0, total - 5), size: 30 });
    }
    // Both ways to a page were taken: walking the FTS rows in order, and gathering every match.
    expect([...walked].sort()).toEqual([false, true]);
    expect(compared).toBeGreaterThan(200);
  });

  it('answers within a subtree, with a filter on the objects, and with a second match, as over the objects', () => {
    const [word = 'vino', other = 'tinto'] = words;
    const queries = [
      { bool: { must: [{ match_phrase_prefix: { title: word.slice(0, 2) } }] } },
      {
        bool: {
          must: [{ match_phrase_prefix: { title: word.slice(0, 1) } }],
          filter: [{ term: { type_name: 'Producto' } }],
        },
      },
      { bool: { must: [{ match: { title: word } }, { match_phrase_prefix: { title: other.slice(0, 1) } }] } },
    ];
    for (const query of queries)
      for (const scope of [undefined, winery])
        for (const [from, size] of [
          [0, 20],
          [3, 4],
        ] as const) {
          const body = { query, from, size };
          expect(search(b.db, admin, body, { origin: 'x', scope }), JSON.stringify(body)).toEqual(
            search(b.db, admin, { ...body, query: undriven(query) }, { origin: 'x', scope }),
          );
        }
  });
});

describe('walkIsSooner', () => {
  it.each([
    // The bench's prefix `cast`: 8,797 of 106,000 FTS rows.
    [8_797, 20, 106_000, true],
    [8_797, 8_790, 106_000, false],
    // A fuzzy title matching 1,860, a phrase matching 133.
    [1_860, 20, 106_000, true],
    [1_860, 1_860, 106_000, false],
    [133, 20, 106_000, false],
  ])('%i matches, a page through %i, %i rows: %s', (matches, through, rows, expected) => {
    expect(walkIsSooner(matches, through, rows)).toBe(expected);
  });
});
