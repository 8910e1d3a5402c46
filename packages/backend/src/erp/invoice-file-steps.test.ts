import { commerceMessages } from '@cellar/validation/commerce';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import { errorHandler } from '../http/errors';
import type { AuditedRecord, ErpWrite } from './audited-write';
import { InvoiceCostStore } from './invoice-cost-store';
import { invoiceFileSteps } from './invoice-file-steps';
import { InvoiceTemplates } from './invoice-templates';
import { erpTestDb } from './test-db';

// The two shared steps mounted on a bare app, with a write that records its audit entries instead of logging them.
function setup() {
  const t = erpTestDb({ fixtures: false });
  const templates = new InvoiceTemplates(t.db, t.now, 'erp_commission_templates');
  const audited: { entity: string; action: string; record: AuditedRecord | readonly AuditedRecord[] }[] = [];
  const write: ErpWrite = (_c, spec) => {
    const result = spec.run();
    audited.push({ entity: spec.entity, action: spec.action, record: spec.audit(result) });
    return result;
  };
  const steps = invoiceFileSteps({
    uploads: new InvoiceCostStore(t.db, t.now),
    templates,
    companies: ['pyco', 'strp'],
    entity: 'commissions-collections',
    write,
  });
  const app = new Hono<AppEnv>()
    .onError(errorHandler(pino({ level: 'silent' })))
    .post('/file', async (c) => c.json(await steps.storeFile(c.req.raw, 'admin@example.com', 'csv')))
    .post('/columns', async (c) => c.json(await steps.chooseColumns(c)));
  const sendFile = (text: string) => {
    const form = new FormData();
    form.append('file', new Blob([text]), 'statement.csv');
    return app.request('/file', { method: 'POST', body: form });
  };
  const choose = (template: Record<string, unknown>) =>
    app.request('/columns', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ template }),
    });
  return { templates, audited, sendFile, choose };
}

describe('invoiceFileSteps', () => {
  it('stores a file as an upload, then checks a column choice against its header and remembers it', async () => {
    const { templates, audited, sendFile, choose } = setup();
    const stored = await sendFile('Pedido;Comision\nPY-1;0,40\nPY-2;1,10\n');
    expect(stored.status).toBe(200);
    const upload = (await stored.json()) as { id_upload: string; columns: string[]; total_rows: number };
    expect(upload).toMatchObject({ columns: ['Pedido', 'Comision'], total_rows: 2 });

    const chosen = await choose({
      id_upload: upload.id_upload,
      id_company: 'pyco',
      cod_order: 'Pedido',
      cost: 'Comision',
    });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({
      id_upload: upload.id_upload,
      template: { cod_order: 'Pedido', cost: 'Comision' },
    });
    expect(templates.get('pyco')).toEqual({ cod_order: 'Pedido', cost: 'Comision' });
    expect(audited).toEqual([
      {
        entity: 'commissions-collections',
        action: 'upsert',
        record: { key: 'template-pyco', payload: { cod_order: 'Pedido', cost: 'Comision' } },
      },
    ]);
  });

  it('refuses a file that is not csv by its content, and a row it cannot read by its line', async () => {
    const { sendFile } = setup();
    const binary = await sendFile('\u0000\u0001\u0002 not text');
    expect(binary.status).toBe(400);
    expect(await binary.json()).toMatchObject({
      message: commerceMessages.invoiceImport.csvOrXlsx,
      details: [{ path: 'file' }],
    });
    const unclosedQuote = await sendFile('a;b\n1;2\n"3;4\n');
    expect(unclosedQuote.status).toBe(400);
    expect(await unclosedQuote.json()).toMatchObject({
      message: expect.stringMatching(/^Line \d+: /),
      details: [{ path: expect.stringMatching(/^line \d+$/) }],
    });
  });

  it('refuses a company of another flow and a column the upload lacks, remembering nothing', async () => {
    const { templates, audited, sendFile, choose } = setup();
    const { id_upload } = (await (await sendFile('Pedido;Comision\nPY-1;1\n')).json()) as {
      id_upload: string;
    };
    const otherFlow = await choose({ id_upload, id_company: 'seu', cod_order: 'Pedido', cost: 'Comision' });
    expect(otherFlow.status).toBe(400);
    expect(await otherFlow.json()).toMatchObject({ message: 'Please choose a company: pyco, strp' });
    const missing = await choose({ id_upload, id_company: 'pyco', cod_order: 'Pedido', cost: 'Importe' });
    expect(missing.status).toBe(400);
    expect(templates.get('pyco')).toBeNull();
    expect(audited).toEqual([]);
  });
});
