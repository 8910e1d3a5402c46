import { commerceMessages } from '@cellar/validation/commerce';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { CatalogueStore } from './catalogue-store';
import { CustomerStore } from './customer-store';
import { executeErpGraphql } from './graphql';
import type { GraphqlDeps } from './graphql-deps';
import { loadOrderFixtures } from './order-fixtures';
import { erpTestDb, REPO_FIXTURES_DIR } from './test-db';

const MUTATION = `mutation Create($addresses: [NewOrderAddressInput!]!) {
  invoice_multiorder_batch_create_orders(
    id: 301, order: {}, products: [{ id_producto: "HE10007", quantity: 1, price: 30 }, { id_producto: "XC00001", quantity: 1, price: 4.5 }],
    addresses: $addresses
  ) { status results { index status id_pedido cod_pedido message } }
}`;

const address = (destinatario: string) => ({
  destinatario,
  linea1: 'Calle Mayor 1',
  codigo_postal: '28001',
  telefono: '600',
  id_provincia: '28',
  id_pais: 'es',
  ciudad: 'Madrid',
});

function setup() {
  const { db, now } = erpTestDb();
  loadOrderFixtures(db, REPO_FIXTURES_DIR, now);
  const audited: unknown[] = [];
  const deps: GraphqlDeps = {
    db,
    now,
    customers: new CustomerStore(db),
    catalogue: new CatalogueStore(db),
    logger: pino({ level: 'silent' }),
    user: 'admin@example.com',
    // The audited write's shape: the run and its audit entries in one transaction.
    write: (spec) =>
      db.transaction(() => {
        const result = spec.run();
        audited.push(spec.audit(result));
        return result;
      })(),
  };
  return { db, deps, audited };
}

describe('invoice_multiorder_batch_create_orders', () => {
  it('creates each order in its own transaction: one failing halfway leaves nothing of it, the others stay', async () => {
    const { db, deps, audited } = setup();
    // The second line of the order for 'Boom' fails after its order row and first line were written.
    db.exec(`CREATE TEMP TRIGGER boom BEFORE INSERT ON erp_order_lines
      WHEN NEW.id_producto = 'XC00001'
        AND (SELECT json_extract(direccion, '$.destinatario') FROM erp_orders WHERE id_pedido = NEW.id_pedido) = 'Boom'
      BEGIN SELECT RAISE(ABORT, 'boom'); END`);
    const count = () =>
      (db.prepare('SELECT COUNT(*) AS n FROM erp_orders WHERE id_multifactura = 301').get() as { n: number })
        .n;
    const before = count();
    const answer = await executeErpGraphql(deps, {
      query: MUTATION,
      variables: { addresses: [address('Ana'), address('Boom'), address('Eva')] },
    });
    expect(answer.errors).toBeUndefined();
    const result = answer.data?.invoice_multiorder_batch_create_orders as {
      status: string;
      results: { status: string; message: string | null; id_pedido: number | null }[];
    };
    expect(result.status).toBe('PARTIAL');
    expect(result.results.map((r) => [r.status, r.message])).toEqual([
      ['OK', null],
      ['KO', commerceMessages.orders.saveError],
      ['OK', null],
    ]);
    expect(count()).toBe(before + 2);
    const orphanLines = db
      .prepare(
        'SELECT COUNT(*) AS n FROM erp_order_lines WHERE id_pedido NOT IN (SELECT id_pedido FROM erp_orders)',
      )
      .get() as { n: number };
    expect(orphanLines.n).toBe(0);
    expect(audited).toHaveLength(2);
  });
});
