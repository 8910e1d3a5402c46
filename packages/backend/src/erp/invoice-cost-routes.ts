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
import type { AppEnv } from '../app-env';
import { badRequest, unauthorized } from '../errors';
import type { ErpRouteDeps } from './erp-route-deps';
import { InvoiceCostStore } from './invoice-cost-store';
import { withUploadedFile } from './invoice-upload-form';
import { readUploadRows, UploadParseError, UploadTypeError } from './invoice-upload-parser';
import { objectOf, parseBody, parseInput, requiredText } from './parse-input';

const { invoiceImport: messages, success } = commerceMessages;

const csvOrXlsx = () => badRequest([{ path: 'file', message: messages.csvOrXlsx }]);

const kindParam = z.enum(Object.keys(UPLOAD_TYPES) as [UploadKind, ...UploadKind[]], {
  error: messages.csvOrXlsx,
});
// Shipping companies (shipping invoices) and payment gateways (commission collections, v1) share the flow.
const INVOICE_COMPANIES = [...SHIPPING_COMPANIES, ...PAYMENT_GATEWAYS] as const;
const companyQuery = z.object({ company: z.enum(INVOICE_COMPANIES).optional() });

const templateBody = objectOf('body', {
  template: objectOf('template', {
    id_upload: requiredText('upload'),
    id_company: z.enum(INVOICE_COMPANIES, {
      error: `Please choose a company: ${INVOICE_COMPANIES.join(', ')}`,
    }),
    cod_order: z.unknown(),
    cost: z.unknown(),
  }),
});

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
      const upload = await withUploadedFile(c.req.raw, async (file) => {
        try {
          return await store.storeUpload(kind, readUploadRows(file, kind), account.email);
        } catch (error) {
          if (error instanceof UploadTypeError) throw csvOrXlsx();
          if (error instanceof UploadParseError)
            throw badRequest([{ path: `line ${error.line}`, message: error.message }]);
          throw error;
        }
      });
      return c.json({ data: { ...upload, template: company ? store.template(company) : null } });
    })
    .post('/@imported_invoice_data', async (c) => {
      const { template } = await parseBody(c, templateBody);
      const chosen = store.checkTemplate(template.id_upload, template);
      write(c, {
        entity: 'invoice-costs',
        action: 'upsert',
        run: () => store.saveTemplate(template.id_company, chosen),
        audit: (saved) => ({ key: `template-${template.id_company}`, payload: saved }),
      });
      return c.json({ ...store.linesOf(template.id_upload, chosen), template: chosen });
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
