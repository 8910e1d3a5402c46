import { commerceMessages } from '@cellar/validation/commerce';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ErpTestBackend, erpTestBackend } from './test-db';

// Warehouse costs (commerce-operations §7 "Invoice imports") over HTTP. The test backend's clock is 2025-01-15:
// the fixture orders span December 2024 and January 2025, and the fixture cost is December's.
let t: ErpTestBackend;
beforeEach(async () => {
  t = await erpTestBackend();
});
afterEach(() => t.backend.close());

const { taxService } = commerceMessages;
const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;

interface Cost {
  id_coste: number;
  mes: string;
  fecha_factura: string;
  numero_botellas: number;
  numero_pedidos: number;
  coste_botella: number;
  coste_total: number;
  coste_total_calculado: number;
}
interface Recalculation {
  costes: number;
  pedidos: number;
  changes: { id_pedido: number; coste_preparacion: number; numero_botellas: number }[];
}

const register = (body: unknown) => t.erp('POST', '/orders/@import-worker-cost-order', { body });
const recalculate = () => t.erp('POST', '/orders/@recalculate-order-preparation-costs');

describe('warehouse costs', () => {
  it("lists the fixture cost of last month, counted from that month's orders", async () => {
    const costs = await json<Cost[]>(t.erp('GET', '/orders/@get-worker-cost'));
    expect(costs).toHaveLength(1);
    const [december] = costs;
    expect(december).toMatchObject({ mes: '2024-12', fecha_factura: '2024-12-01', coste_total: 1850.4 });
    expect(december?.numero_pedidos).toBeGreaterThan(0);
    expect(december?.numero_botellas).toBeGreaterThanOrEqual(december?.numero_pedidos ?? 0);
  });

  it("registers a month's cost in one audited write; the month again is refused", async () => {
    const res = await register({ date: '2025-01-20', cost: '1000' });
    expect(res.status).toBe(200);
    const cost = await json<Cost>(res);
    expect(cost).toMatchObject({ mes: '2025-01', fecha_factura: '2025-01-20', coste_total: 1000 });
    expect(cost.numero_botellas).toBeGreaterThan(0);
    expect(cost.coste_botella).toBeCloseTo(1000 / cost.numero_botellas, 4);
    expect(cost.coste_total_calculado).toBeCloseTo(cost.coste_botella * cost.numero_botellas, 2);
    const logs = await t.erpLogs();
    expect(logs[0]).toMatchObject({ path: `/erp/warehouse-costs/${cost.id_coste}`, action: 'create' });

    const again = await register({ date: '2025-01-02', cost: 5 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: taxService.warehouseCostExists('2025-01') });
    expect(await json<Cost[]>(t.erp('GET', '/orders/@get-worker-cost'))).toHaveLength(2);
  });

  it('needs the cost and the date', async () => {
    const res = await register({ cost: -1 });
    expect(res.status).toBe(400);
    expect((await json<{ details: unknown[] }>(res)).details).toEqual([
      { path: 'cost', message: 'The cost must be at least 0' },
      { path: 'date', message: 'Please input the date' },
    ]);
  });

  it("recalculates the orders' preparation costs, each change logged under its order", async () => {
    const [december] = await json<Cost[]>(t.erp('GET', '/orders/@get-worker-cost'));
    const res = await recalculate();
    expect(res.status).toBe(200);
    const result = await json<Recalculation>(res);
    expect(result).toMatchObject({ costes: 1, pedidos: december?.numero_pedidos });
    expect(result.changes).toHaveLength(result.pedidos);
    const change = result.changes[0];
    expect(change?.coste_preparacion).toBeCloseTo(
      (change?.numero_botellas ?? 0) * (december?.coste_botella ?? 0),
      2,
    );
    const logs = await t.erpLogs();
    expect(logs[0]).toMatchObject({ action: 'modify', path: expect.stringMatching(/^\/erp\/orders\/\d+$/) });

    // Nothing changed since: the orders are counted, none is written again.
    const again = await json<Recalculation>(recalculate());
    expect(again).toMatchObject({ costes: 1, pedidos: result.pedidos, changes: [] });
    expect(await t.erpLogs()).toHaveLength(logs.length);
  });
});
