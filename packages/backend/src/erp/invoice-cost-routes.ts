import {
  commerceMessages,
  hasFixedCommission,
  type InvoiceImport,
  PAYMENT_GATEWAYS,
  SHIPPING_COMPANIES,
  UPLOAD_TYPES,
  type UploadKind,
  validateInvoiceImport,
} from '@cellar/validation/commerce';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { unauthorized } from '../http/errors';
import type { ErpRouteDeps } from './erp-route-deps';
import { InvoiceCostStore } from './invoice-cost-store';
import { invoiceFileSteps } from './invoice-file-steps';
import { InvoiceTemplates } from './invoice-templates';
import { parseBody, parseInput } from './parse-input';

const { invoiceImport: messages, success } = commerceMessages;

const kindParam = z.enum(Object.keys(UPLOAD_TYPES) as [UploadKind, ...UploadKind[]], {
  error: messages.csvOrXlsx,
});
// Shipping companies (shipping invoices) and payment gateways (commission collections, v1) share the flow.
const INVOICE_COMPANIES = [...SHIPPING_COMPANIES, ...PAYMENT_GATEWAYS] as const;
const companyQuery = z.object({ company: z.enum(INVOICE_COMPANIES).optional() });

/** The line of each data line of an @invoice-cost body when the client sends it (the file's), else undefined. */
const lineNumbersOf = (body: unknown): number[] | undefined => {
  const data = (body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data)) return undefined;
  const lines = data.map((line) => (line as { line?: unknown } | null)?.line);
  return lines.every((line): line is number => Number.isInteger(line)) ? lines : undefined;
};

/**
 * The @invoice-cost body: validateInvoiceImport for a shipping company or a payment gateway (the kind follows
 * the company), and the file's line of each data line.
 */
async function readInvoice(
  c: Parameters<typeof parseBody>[0],
): Promise<{ invoice: InvoiceImport; lines?: number[] }> {
  let raw: unknown;
  const invoice = await parseBody(c, (input) => {
    raw = input;
    return validateInvoiceImport(input);
  });
  return { invoice, lines: lineNumbersOf(raw) };
}

/**
 * Shipping-invoice imports (§7 "Invoice imports"): upload a csv or xlsx (streamed, one row at a time), read it
 * by the company's column choice, preview the totals, confirm once per company and invoice code.
 */
export function invoiceCostRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const store = new InvoiceCostStore(db, now);
  const templates = new InvoiceTemplates(db, now, 'erp_invoice_templates');
  const steps = invoiceFileSteps({
    uploads: store,
    templates,
    companies: INVOICE_COMPANIES,
    entity: 'invoice-costs',
    write,
  });
  return new Hono<AppEnv>()
    .get('/@get_all_payment_commission_companies', (c) =>
      c.json({
        data: PAYMENT_GATEWAYS.map((id) => ({ id, fixed_commission: hasFixedCommission(id) })),
      }),
    )
    .post('/@upload_invoice/:kind', async (c) => {
      const account = c.get('account');
      if (!account) throw unauthorized();
      const kind = parseInput(kindParam, c.req.param('kind'));
      const { company } = parseInput(companyQuery, c.req.query());
      const upload = await steps.storeFile(c.req.raw, account.email, kind);
      return c.json({ data: { ...upload, template: company ? templates.get(company) : null } });
    })
    .post('/@imported_invoice_data', async (c) => {
      const { id_upload, template } = await steps.chooseColumns(c);
      return c.json({ ...store.linesOf(id_upload, template), template });
    })
    .post('/@invoice-cost', async (c) => {
      const { invoice, lines } = await readInvoice(c);
      return c.json(store.preview(invoice, lines));
    })
    .post('/@invoice-cost-confirm', async (c) => {
      const { invoice, lines } = await readInvoice(c);
      const stored = write(c, {
        entity: 'invoice-costs',
        action: 'create',
        run: () => store.confirm(invoice, lines),
        audit: (result) => ({
          key: `${result.id_company}-${result.codigo_factura}`,
          payload: { ...invoice, id: result.id },
        }),
      });
      return c.json({ ...stored, message: success.invoiceImported });
    });
}
