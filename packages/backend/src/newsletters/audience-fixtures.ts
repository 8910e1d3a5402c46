import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type Db, getMeta, setMeta } from '../db/database';

export const AUDIENCE_FIXTURES_LOADED_KEY = 'audience_fixtures_loaded';
export const AUDIENCE_FIXTURE_FILE = join('audience', 'customers.json');

/** The columns of `fixtures/audience/customers.json`, in order (the generator writes them from here). */
export const AUDIENCE_COLUMNS = [
  'shop',
  'country',
  'lang',
  'id_provincia',
  'city',
  'frequency',
  'fav_region',
  'colectivos_id',
  'num_pedidos',
  'importe_total_pds',
  'avg_price_bot',
  'max_price_bot',
  'fecha_first_pd',
  'fecha_last_pd',
  'frecuencia',
] as const;

const fileSchema = z.object({
  columns: z.array(z.string()),
  colectivos: z.array(z.object({ id: z.string(), name: z.string() })),
  cities: z.array(z.string()),
  rows: z.array(
    z.tuple([
      z.string(),
      z.string(),
      z.string(),
      z.string().nullable(),
      z.number().int().nullable(),
      z.union([z.literal(1), z.literal(1000)]),
      z.string().nullable(),
      z.array(z.string()),
      z.number().int(),
      z.number(),
      z.number(),
      z.number(),
      z.string().nullable(),
      z.string().nullable(),
      z.number().nullable(),
    ]),
  ),
});

/** The email of fixture customer `id` (the file stores none). */
export const fixtureCustomerEmail = (id: number): string => `customer${id}@example.com`;

export interface AudienceCustomer {
  id: number;
  email: string;
  shop: string;
  country: string;
  lang: string;
  id_provincia: string | null;
  ciudad: string | null;
  frequency: number;
  fav_region: string | null;
  colectivos_id: readonly string[];
  num_pedidos: number;
  importe_total_pds: number;
  avg_price_bot: number;
  max_price_bot: number;
  fecha_first_pd: string | null;
  fecha_last_pd: string | null;
  frecuencia: number | null;
}

/**
 * Writes customers and their groups with one prepared statement each, in the caller's transaction (the
 * fixture loader's, or a benchmark's).
 */
export function insertAudienceCustomers(db: Db, customers: Iterable<AudienceCustomer>): number {
  const insert = db.prepare(
    `INSERT INTO newsletter_customers (id, email, shop, country, lang, id_provincia, ciudad, frequency, fav_region,
       num_pedidos, importe_total_pds, avg_price_bot, max_price_bot, fecha_first_pd, fecha_last_pd, frecuencia)
     VALUES (@id, @email, @shop, @country, @lang, @id_provincia, @ciudad, @frequency, @fav_region, @num_pedidos,
       @importe_total_pds, @avg_price_bot, @max_price_bot, @fecha_first_pd, @fecha_last_pd, @frecuencia)`,
  );
  const member = db.prepare(
    'INSERT INTO newsletter_customer_colectivos (colectivo_id, customer_id) VALUES (?, ?)',
  );
  let count = 0;
  for (const { colectivos_id, ...customer } of customers) {
    insert.run(customer);
    for (const group of colectivos_id) member.run(group, customer.id);
    count++;
  }
  return count;
}

export function insertColectivos(db: Db, colectivos: readonly { id: string; name: string }[]): void {
  const insert = db.prepare('INSERT INTO newsletter_colectivos (id, name) VALUES (?, ?)');
  for (const group of colectivos) insert.run(group.id, group.name);
}

/**
 * Loads `fixtures/audience/customers.json` (the customers an audience is counted over) on the first start, in one
 * transaction that also sets `audience_fixtures_loaded`; afterwards, or without the file, it loads nothing.
 */
export function loadAudienceFixtures(db: Db, fixturesDir: string): { loaded: boolean; customers: number } {
  const file = join(fixturesDir, AUDIENCE_FIXTURE_FILE);
  if (getMeta(db, AUDIENCE_FIXTURES_LOADED_KEY) !== undefined || !existsSync(file))
    return { loaded: false, customers: 0 };
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const { columns, colectivos, cities, rows } = parsed.data;
  if (columns.join() !== AUDIENCE_COLUMNS.join())
    throw new Error(`${file}: columns are not ${AUDIENCE_COLUMNS.join(', ')}`);
  function* customers(): Generator<AudienceCustomer> {
    let id = 0;
    for (const row of rows) {
      id++;
      const [shop, country, lang, id_provincia, city, frequency, fav_region, colectivos_id, ...history] = row;
      const [num_pedidos, importe_total_pds, avg_price_bot, max_price_bot, first, last, frecuencia] = history;
      yield {
        id,
        email: fixtureCustomerEmail(id),
        shop,
        country,
        lang,
        id_provincia,
        ciudad: city === null ? null : (cities[city] ?? null),
        frequency,
        fav_region,
        colectivos_id,
        num_pedidos,
        importe_total_pds,
        avg_price_bot,
        max_price_bot,
        fecha_first_pd: first,
        fecha_last_pd: last,
        frecuencia,
      };
    }
  }
  let count = 0;
  db.transaction(() => {
    insertColectivos(db, colectivos);
    count = insertAudienceCustomers(db, customers());
    setMeta(db, AUDIENCE_FIXTURES_LOADED_KEY, new Date().toISOString());
  })();
  // Statistics for the planner, so @count's query picks the index of its most selective filter.
  db.exec('ANALYZE newsletter_customers; ANALYZE newsletter_customer_colectivos;');
  return { loaded: true, customers: count };
}
