import { madridDay } from '@cellar/validation';
import { commerceMessages } from '@cellar/validation/commerce';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import type { CellarClient } from './create-client';

// Import cost warehouse (commerce-operations §7 "Invoice imports") against the reference backend in process, with
// the repository's fixtures: last month's cost is registered on first start.
const server = contractBackend();
const as = (account: Account): CellarClient => server.client(account);
const { taxService } = commerceMessages;

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').toBeDefined();
  return error as { status: number; type: string; message: string };
};

const today = madridDay(Date.now());
const EVERY_CALL: [string, (c: CellarClient) => Promise<unknown>][] = [
  ['warehouseCosts', (c) => c.invoices.warehouseCosts()],
  ['registerWarehouseCost', (c) => c.invoices.registerWarehouseCost({ date: today, cost: 1 })],
  ['recalculatePreparationCosts', (c) => c.invoices.recalculatePreparationCosts()],
];

describe('warehouse costs: permissions', () => {
  it.each(EVERY_CALL)('%s is refused to the editor and the viewer: 403', async (_, call) => {
    for (const account of ['editor', 'viewer'] as const)
      expect(await rejection(call(as(account)))).toMatchObject({ status: 403, type: 'Forbidden' });
  });
});

describe('warehouse costs', () => {
  it("lists last month's fixture cost, registers this month's, refuses it twice and recalculates", async () => {
    const admin = as('admin');
    const before = await admin.invoices.warehouseCosts();
    expect(before).toHaveLength(1);
    const cost = await admin.invoices.registerWarehouseCost({ date: today, cost: 999.99 });
    expect(cost).toMatchObject({ mes: today.slice(0, 7), fecha_factura: today, coste_total: 999.99 });
    expect(cost.numero_pedidos).toBeGreaterThan(0);
    expect((await admin.invoices.warehouseCosts())[0]).toEqual(cost);

    const again = await rejection(admin.invoices.registerWarehouseCost({ date: today, cost: 5 }));
    expect(again).toMatchObject({ status: 409, message: taxService.warehouseCostExists(today.slice(0, 7)) });

    const recalculated = await admin.invoices.recalculatePreparationCosts();
    expect(recalculated.costes).toBe(2);
    expect(recalculated.pedidos).toBe(cost.numero_pedidos + (before[0]?.numero_pedidos ?? 0));
    expect(recalculated.changes).toHaveLength(recalculated.pedidos);
    expect((await admin.invoices.recalculatePreparationCosts()).changes).toEqual([]);
  });

  it('needs the cost and the date', async () => {
    const error = await rejection(as('admin').invoices.registerWarehouseCost({ date: '', cost: -1 }));
    expect(error).toMatchObject({
      status: 400,
      type: 'ValidationError',
      message: 'The cost must be at least 0',
    });
  });
});
