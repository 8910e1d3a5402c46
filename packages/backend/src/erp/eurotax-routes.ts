import { fail, formMessages, madridDay, ok, parseInstant, type Result } from '@cellar/validation';
import {
  EUROTAX_TEMPLATE,
  type TaxServiceInvoice,
  validateDateFilter,
  validateTaxServiceInvoice,
} from '@cellar/validation/commerce';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { ErpRouteDeps } from './erp-route-deps';
import { EurotaxStore } from './eurotax-store';
import { objectOf, parseBody, requiredText } from './parse-input';

const lookupBody = objectOf('body', { id_factura_eurotax: requiredText('Eurotax invoice') });

const asRecord = (input: unknown): Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};

/** The template of the grouping: the tax service's (ours: the spec names the field only). */
function readGrouping(input: unknown): Result<{ fecha_desde: string; fecha_hasta: string }> {
  const template = asRecord(input).template;
  if (template !== EUROTAX_TEMPLATE)
    return fail({
      path: 'template',
      message:
        template === undefined || template === ''
          ? formMessages.required('template')
          : formMessages.unknownValue('template', [EUROTAX_TEMPLATE]),
    });
  return validateDateFilter(input);
}

/** The last day (yyyy-MM-dd) of the month of a day. */
const monthEnd = (day: string): string => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/**
 * Tax-service invoices (commerce-operations §7 "Invoice imports"), part of `/orders`: the date-range grouping by
 * destination country, the import of an invoice with an amount per country, the list and the lookup of one.
 */
export function eurotaxRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const store = new EurotaxStore(db, now);

  /**
   * The import's body: the range it settles (fecha_desde and fecha_hasta, 'Incorrect dates' when wrong; without
   * them, the month of the invoice date) and validateTaxServiceInvoice with an amount for each of its countries.
   */
  const readImport = (
    input: unknown,
  ): Result<{ invoice: TaxServiceInvoice; range: { fecha_desde: string; fecha_hasta: string } }> => {
    const record = asRecord(input);
    let range: { fecha_desde: string; fecha_hasta: string } | undefined;
    if (record.fecha_desde !== undefined || record.fecha_hasta !== undefined) {
      const dates = validateDateFilter(record);
      if (!dates.ok) return dates;
      range = dates.value;
    } else {
      const when = parseInstant(record.invoice_date);
      const day = when && madridDay(when);
      if (day) range = { fecha_desde: `${day.slice(0, 7)}-01`, fecha_hasta: monthEnd(day) };
    }
    const countries = range ? store.countries(range.fecha_desde, range.fecha_hasta) : undefined;
    const checked = validateTaxServiceInvoice(input, countries ? { countries } : {});
    if (!checked.ok) return checked;
    if (!range) return fail({ path: 'invoice_date', message: formMessages.required('invoice date') });
    return ok({ invoice: checked.value, range });
  };

  return new Hono<AppEnv>()
    .post('/@grouping_invoices_country', async (c) => {
      const { fecha_desde, fecha_hasta } = await parseBody(c, readGrouping);
      return c.json(store.grouping(fecha_desde, fecha_hasta));
    })
    .post('/@import_invoice_eurotax', async (c) => {
      const { invoice, range } = await parseBody(c, readImport);
      return c.json(
        write(c, {
          entity: 'eurotax-invoices',
          action: 'create',
          run: () => store.importInvoice(invoice, range),
          audit: (stored) => ({ key: stored.id_factura_eurotax, payload: stored }),
        }),
      );
    })
    .get('/@get_all_invoices_eurotax', (c) => c.json(store.invoices()))
    .post('/@get_invoice_eurotax', async (c) => {
      const { id_factura_eurotax } = await parseBody(c, lookupBody);
      return c.json(store.invoice(id_factura_eurotax));
    });
}
