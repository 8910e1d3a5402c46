import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { type AudienceCustomer, insertAudienceCustomers, insertColectivos } from './audience-fixtures';
import { audienceCountQuery, audienceWhere } from './audience-query';

const base: Omit<AudienceCustomer, 'id' | 'email'> = {
  shop: 'cellar',
  country: 'es',
  lang: 'es',
  id_provincia: '28',
  ciudad: 'Madrid',
  frequency: 1000,
  fav_region: null,
  colectivos_id: [],
  num_pedidos: 0,
  importe_total_pds: 0,
  avg_price_bot: 0,
  max_price_bot: 0,
  fecha_first_pd: null,
  fecha_last_pd: null,
  frecuencia: null,
};
const people: Partial<AudienceCustomer>[] = [
  {},
  { frequency: 1 },
  { shop: 'italvinus', country: 'it', lang: 'it', id_provincia: null, ciudad: 'Roma' },
  { lang: 'en', id_provincia: '08', ciudad: 'Barcelona', colectivos_id: ['1'], fav_region: 'rioja' },
  {
    colectivos_id: ['1', '2'],
    num_pedidos: 5,
    importe_total_pds: 500,
    avg_price_bot: 20,
    max_price_bot: 45,
    fecha_first_pd: '2024-01-10',
    fecha_last_pd: '2025-12-01',
    frecuencia: 140,
  },
  {
    num_pedidos: 1,
    importe_total_pds: 30,
    avg_price_bot: 10,
    max_price_bot: 10,
    fecha_first_pd: '2025-06-01',
    fecha_last_pd: '2025-06-01',
  },
];
const db = openDatabase(':memory:');
db.transaction(() => {
  insertColectivos(db, [
    { id: '1', name: 'Sumilleres' },
    { id: '2', name: 'Hostelería' },
  ]);
  insertAudienceCustomers(
    db,
    people.map((p, i) => ({ ...base, ...p, id: i + 1, email: `c${i + 1}@example.com` })),
  );
})();
afterAll(() => db.close());

const ids = (sendto: unknown): number[] => {
  const where = audienceWhere(sendto);
  return db
    .prepare<unknown[], { id: number }>(
      `SELECT c.id FROM newsletter_customers c WHERE ${where.sql} ORDER BY c.id`,
    )
    .all(...where.params)
    .map((row) => row.id);
};

describe('audienceWhere: the customers a sendto selects', () => {
  it.each<[string, unknown, number[]]>([
    ['nothing set: frequency 1000 by default, those who accept unlimited emails', {}, [1, 3, 4, 5, 6]],
    ['not an object: the same as nothing set', null, [1, 3, 4, 5, 6]],
    ['frequency 1: everyone', { frequency: 1 }, [1, 2, 3, 4, 5, 6]],
    ['langs: any of them', { langs: ['it', 'en'] }, [3, 4]],
    ['countries', { countries: ['it'] }, [3]],
    ['id_provincia: any of them', { id_provincia: ['08'], frequency: 1 }, [4]],
    ['ciudad, case-insensitively', { ciudad: ' roma ' }, [3]],
    ['colectivos_id: member of any', { colectivos_id: ['2'] }, [5]],
    ['colectivos_id: a customer in two groups counts once', { colectivos_id: ['1', '2'] }, [4, 5]],
    ['fav_region', { fav_region: 'rioja' }, [4]],
    ['num_pedidos gt', { num_pedidos: { op: 'gt', value: 1 } }, [5]],
    ['num_pedidos lt', { num_pedidos: { op: 'lt', value: 1 } }, [1, 3, 4]],
    ['importe_total_pds gt', { importe_total_pds: { op: 'gt', value: 100 } }, [5]],
    [
      'avg_price_bot lt',
      { avg_price_bot: { op: 'lt', value: 15 }, num_pedidos: { op: 'gt', value: 0 } },
      [6],
    ],
    ['max_price_bot gt', { max_price_bot: { op: 'gt', value: 40 } }, [5]],
    ['frecuencia: customers without it are left out', { frecuencia: { op: 'lt', value: 1000 } }, [5]],
    ['fecha_first_pd before', { fecha_first_pd: { op: 'lt', value: '2025-01-01' } }, [5]],
    [
      'fecha_last_pd after, a datetime read as its day',
      { fecha_last_pd: { op: 'gt', value: '2025-06-01T10:00' } },
      [5],
    ],
    [
      'fecha_last_pd after: the day itself is not after',
      { fecha_last_pd: { op: 'gt', value: '2025-12-01' } },
      [],
    ],
    [
      'an unknown op or a value of the wrong type is no condition',
      { num_pedidos: { op: 'eq', value: 1 }, max_price_bot: { op: 'gt', value: '40' } },
      [1, 3, 4, 5, 6],
    ],
    [
      'filters combine with AND',
      { langs: ['es'], colectivos_id: ['1'], num_pedidos: { op: 'gt', value: 2 } },
      [5],
    ],
  ])('%s', (_name, sendto, expected) => {
    expect(ids(sendto)).toEqual(expected);
  });

  it('binds every value: an injection attempt is a value like any other', () => {
    const query = audienceWhere({ langs: ["es') OR 1=1 --"], ciudad: "x' OR '1'='1" });
    expect(query.sql).not.toContain('OR 1=1');
    expect(query.params).toContain("es') OR 1=1 --");
    expect(ids({ langs: ["es') OR 1=1 --"] })).toEqual([]);
  });

  it('audienceCountQuery counts in SQL', () => {
    const query = audienceCountQuery({ frequency: 1 });
    expect(query.sql).toMatch(/^SELECT COUNT\(\*\) AS total FROM newsletter_customers c WHERE /);
    expect(db.prepare<unknown[], { total: number }>(query.sql).get(...query.params)?.total).toBe(6);
  });
});
