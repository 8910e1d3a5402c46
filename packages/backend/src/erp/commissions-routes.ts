import {
  commerceMessages,
  type InvoiceTemplate,
  PAYMENT_GATEWAYS,
  validateInvoiceImport,
} from '@cellar/validation/commerce';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { unauthorized } from '../http/errors';
import { CommissionsStore } from './commissions-store';
import type { ErpRouteDeps } from './erp-route-deps';
import { InvoiceCostStore } from './invoice-cost-store';
import { companyOf, invoiceFileSteps } from './invoice-file-steps';
import { InvoiceTemplates } from './invoice-templates';
import { parseBody, parseInput } from './parse-input';

const { success } = commerceMessages;
const companyQuery = z.object({ company: companyOf(PAYMENT_GATEWAYS) });

/**
 * Import commissions collections v2 (§7 "Invoice imports"): a gateway's file split into the commissions of our
 * orders (matched by cod_pedido) and the extra ones, the column choice remembered per gateway, and the confirm
 * (one audited transaction; the same gateway and invoice code twice: 409).
 */
export function commissionsRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const uploads = new InvoiceCostStore(db, now);
  const templates = new InvoiceTemplates(db, now, 'erp_commission_templates');
  const store = new CommissionsStore(db, now);
  const steps = invoiceFileSteps({
    uploads,
    templates,
    companies: PAYMENT_GATEWAYS,
    entity: 'commissions-collections',
    write,
  });
  const splitOf = (id_upload: string, template: InvoiceTemplate) => {
    const { columns, rows } = uploads.rowsOf(id_upload);
    return store.split(columns, rows, template);
  };
  return new Hono<AppEnv>()
    .post('/@upload_invoice_v2', async (c) => {
      const account = c.get('account');
      if (!account) throw unauthorized();
      const { company } = parseInput(companyQuery, c.req.query());
      const upload = await steps.storeFile(c.req.raw, account.email);
      const template = templates.get(company);
      // The remembered choice splits the file at once when the file has both its columns.
      const split =
        template && upload.columns.includes(template.cod_order) && upload.columns.includes(template.cost)
          ? splitOf(upload.id_upload, template)
          : { comision_pedido: [], comision_extra: [], errors: [] };
      return c.json({
        data: { ...upload, template, errors: [...upload.errors, ...split.errors] },
        comision_pedido: split.comision_pedido,
        comision_extra: split.comision_extra,
      });
    })
    .post('/@imported_invoice_data_v2', async (c) => {
      const { id_upload, template } = await steps.chooseColumns(c);
      return c.json({ ...splitOf(id_upload, template), template });
    })
    .post('/@confirm_commissions_collections', async (c) => {
      let lines: unknown;
      const invoice = await parseBody(c, (input) => {
        lines = (input as { data?: unknown } | null)?.data;
        return validateInvoiceImport(input, { kind: 'commissions' });
      });
      const data = invoice.data.map((line, index) => {
        const given = Array.isArray(lines) ? (lines[index] as { line?: unknown } | null)?.line : undefined;
        return { ...line, line: Number.isInteger(given) ? (given as number) : index + 2 };
      });
      const stored = write(c, {
        entity: 'commissions-collections',
        action: 'create',
        run: () =>
          store.confirm({
            company: invoice.id_company,
            codigo_factura: invoice.codigo_factura,
            fecha_factura: invoice.fecha_factura,
            comision_fija: invoice.comision_fija,
            data,
          }),
        audit: (result) => ({ key: `${result.company}-${result.codigo_factura}`, payload: result }),
      });
      return c.json({ ...stored, message: success.dataRegistered });
    });
}
