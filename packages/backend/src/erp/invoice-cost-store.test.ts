import { describe, expect, it } from 'vitest';
import { InvoiceCostStore, UPLOAD_KEPT_MS } from './invoice-cost-store';
import type { UploadRow } from './invoice-upload-parser';
import { erpTestDb } from './test-db';

async function* rowsOf(...rows: string[][]): AsyncGenerator<UploadRow> {
  let line = 1;
  for (const cells of rows) yield { line: line++, cells };
}

const count = (t: ReturnType<typeof erpTestDb>, id: string) =>
  (
    t.db.prepare('SELECT COUNT(*) AS n FROM erp_invoice_upload_rows WHERE id_upload = ?').get(id) as {
      n: number;
    }
  ).n;

describe('InvoiceCostStore', () => {
  it('keeps every row of an upload, previews the first ones and forgets uploads older than a day', async () => {
    const t = erpTestDb({ orders: true });
    const store = new InvoiceCostStore(t.db, t.now);
    const first = await store.storeUpload(
      'csv',
      rowsOf(['Ref', 'Cost'], ['VX1', '1'], ['VX2']),
      'a@example.com',
    );
    expect(first).toMatchObject({ columns: ['Ref', 'Cost'], total_rows: 1, errors: [{ line: 3 }] });
    expect(count(t, first.id_upload)).toBe(1);
    t.advance(UPLOAD_KEPT_MS + 1);
    const second = await store.storeUpload('csv', rowsOf(['Ref', 'Cost'], ['VX1', '1']), 'a@example.com');
    expect(count(t, first.id_upload)).toBe(0);
    expect(count(t, second.id_upload)).toBe(1);
  });

  it('computes the totals: with referer for known orders, the rule per country and bottles for them', () => {
    const t = erpTestDb({ orders: true });
    const store = new InvoiceCostStore(t.db, t.now);
    const preview = store.preview({
      id_company: 'seu',
      codigo_factura: 'F1',
      fecha_factura: '2026-01-31',
      comision_fija: 0,
      data: [
        { cod_order: 'VXPHD28Z', cost: 10 },
        { cod_order: 'NOPE', cost: 2.5 },
      ],
    });
    // VXPHD28Z ships to es with 4 bottles: 4.50 + 4 × 0.35.
    expect(preview).toMatchObject({
      lines_file: 2,
      total_cost_with_referer: 10,
      total_cost_without_referer: 2.5,
      cost_calculate: 5.9,
      countries: [{ id_pais: 'es', lines: 1, cost: 10, cost_calculate: 5.9 }],
      unknown_orders: [{ line: 3, message: 'Line 3: no order NOPE' }],
    });
  });
});
