// Builds the catalogue at the retailer's size into a database of its own, for the benchmarks:
//   pnpm seed [--products 100000] [--out .data-seeded] [--seed 20270101]
// then point the backend at it: DATA_DIR=.data-seeded pnpm start. The default start stays on fixtures/.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ContentStore } from '../src/content/content-store';
import { createBackend } from '../src/create-backend';
import { REPO_ROOT } from '../src/http/config';
import { BULK_TABLES, seedCatalogue, seedCounts, withIndexesAfter } from './seed-catalogue';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    out: { type: 'string', default: join(REPO_ROOT, '.data-seeded') },
    seed: { type: 'string', default: '20270101' },
  },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error('--products must be a whole number above 0');
  process.exit(1);
}
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
// A fresh database each time: the seed adds to the fixtures, and a second run would add twice.
for (const file of ['cellar.sqlite', 'cellar.sqlite-wal', 'cellar.sqlite-shm'])
  if (existsSync(join(out, file))) rmSync(join(out, file));
rmSync(join(out, 'files'), { recursive: true, force: true });

const started = performance.now();
// The fixtures' dates and the seed's are fixed, so two runs give the same catalogue.
let clock = Date.UTC(2026, 0, 15, 9, 0, 0);
const now = () => clock++;
const backend = createBackend({ dataDir: out, logLevel: 'warn', now });
const fixturesMs = performance.now() - started;
// The seed is one transaction of some 400 MB: a page cache that holds it spares spilling pages to disk midway, and
// the savepoint of each write (the store's, inside the seed's transaction) keeps its journal in memory, not in a file.
backend.db.pragma('cache_size = -1000000');
backend.db.pragma('temp_store = MEMORY');
const result = withIndexesAfter(backend.db, BULK_TABLES, () =>
  seedCatalogue(new ContentStore(backend.db, { now }), seedCounts(products), {
    seed: Number(values.seed),
    now,
  }),
);
backend.db.pragma('wal_checkpoint(TRUNCATE)');
backend.close();
const total = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    out,
    ...result,
    fixturesSeconds: Math.round(fixturesMs) / 1000,
    seconds: Math.round(total * 10) / 10,
  }),
);
