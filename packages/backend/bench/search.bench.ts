// `pnpm --filter @cellar/backend bench`: @search over 20,000 objects generated in memory.
import { bench, describe } from 'vitest';
import type { Account } from '../src/auth/account-store';
import { openDatabase } from '../src/db/database';
import { setSearchRegistry } from '../src/search/object-index';
import { testRegistry } from '../src/search/search-test-registry';
import { putObject } from '../src/search/search-test-support';
import { search } from '../src/search/search-views';

const WORDS = [
  'vega',
  'sicilia',
  'pago',
  'finca',
  'castillo',
  'viña',
  'tinto',
  'crianza',
  'reserva',
  'gran',
  'alto',
  'ribera',
  'duero',
  'rioja',
  'priorat',
  'toro',
  'rueda',
  'albariño',
  'garnacha',
  'tempranillo',
  'monastrell',
  'château',
  'domaine',
  'clos',
  'cuvée',
  'blanc',
  'rouge',
  'bodegas',
  'herederos',
  'marqués',
  'señorío',
];
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const word = () => WORDS[Math.floor(random() * WORDS.length)] ?? 'vino';
const title = (n: number) => Array.from({ length: n }, word).join(' ');

const db = openDatabase(':memory:');
setSearchRegistry(db, testRegistry());
const WINERIES = 400;
const PRODUCTS = 49; // 400 + 400 × 49 = 20,000 objects below /bodegas
db.transaction(() => {
  putObject(db, '/bodegas', 'Folder', 'Bodegas');
  for (let w = 0; w < WINERIES; w++) {
    const id = `bodega-${String(w).padStart(4, '0')}`;
    putObject(db, `/bodegas/${id}`, 'Bodega', title(3), { nombre: title(3), id_pais: w % 2 ? 'es' : 'fr' });
    for (let p = 0; p < PRODUCTS - 1; p++)
      putObject(db, `/bodegas/${id}/vino-${p}`, 'Producto', title(4), {
        precio: Math.floor(random() * 500),
        labels: [word()],
      });
  }
  putObject(db, '/bodegas/bodega-0007/vega-sicilia-unico', 'Producto', 'Vega Sicilia Único', { precio: 400 });
})();

const admin: Account = { id: 1, email: 'admin@example.com', role: 'admin' };
const viewer: Account = { id: 3, email: 'viewer@example.com', role: 'viewer' };
const run = (body: unknown, account = admin) => search(db, account, body, { origin: 'http://localhost' });
const listing = {
  query: { bool: { filter: [{ prefix: { path: '/bodegas/' } }, { term: { depth: 3 } }] } },
  from: 60,
  size: 30,
};

describe('@search over 20,000 objects', () => {
  bench('folder listing page (path prefix + depth, sort by id, page 3)', () => {
    run(listing);
  });
  bench('folder listing page as a viewer', () => {
    run(listing, viewer);
  });
  bench('children of one winery', () => {
    run({
      query: { bool: { filter: [{ term: { path: '/bodegas/bodega-0123' } }, { term: { depth: 4 } }] } },
    });
  });
  bench('fuzzy title search with one typo', () => {
    const result = run({
      query: { bool: { must: [{ match: { title: { query: 'vega silicia', fuzziness: 'AUTO' } } }] } },
      size: 15,
    });
    if (result.items_total === 0) throw new Error('expected hits');
  });
  bench('title phrase prefix', () => {
    run({ query: { bool: { must: [{ match_phrase_prefix: { title: 'vega sic' } }] } }, size: 15 });
  });
});
