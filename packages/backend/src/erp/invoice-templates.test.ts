import { describe, expect, it } from 'vitest';
import { InvoiceTemplates } from './invoice-templates';
import { erpTestDb } from './test-db';

describe('InvoiceTemplates', () => {
  it('answers null for a company that never chose, then its last choice, dated by the clock', () => {
    const t = erpTestDb({ fixtures: false });
    const templates = new InvoiceTemplates(t.db, t.now, 'erp_invoice_templates');
    expect(templates.get('seu')).toBeNull();
    expect(templates.save('seu', { cod_order: 'Ref', cost: 'Importe' })).toEqual({
      cod_order: 'Ref',
      cost: 'Importe',
    });
    t.advance(60_000);
    templates.save('seu', { cod_order: 'Referencia', cost: 'Importe' });
    expect(templates.get('seu')).toEqual({ cod_order: 'Referencia', cost: 'Importe' });
    expect(
      t.db.prepare('SELECT modification_date FROM erp_invoice_templates WHERE id_company = ?').get('seu'),
    ).toEqual({ modification_date: new Date(t.now()).toISOString() });
  });

  it("keeps each table's choices apart: the v2 collections' choice never moves the invoice imports'", () => {
    const t = erpTestDb({ fixtures: false });
    const invoices = new InvoiceTemplates(t.db, t.now, 'erp_invoice_templates');
    const collections = new InvoiceTemplates(t.db, t.now, 'erp_commission_templates');
    invoices.save('pyco', { cod_order: 'Pedido', cost: 'Comision' });
    collections.save('pyco', { cod_order: 'Order', cost: 'Fee' });
    expect(invoices.get('pyco')).toEqual({ cod_order: 'Pedido', cost: 'Comision' });
    expect(collections.get('pyco')).toEqual({ cod_order: 'Order', cost: 'Fee' });
  });
});
