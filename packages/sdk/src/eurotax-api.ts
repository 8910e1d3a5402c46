import type { components, paths } from '@cellar/contract';
import { EUROTAX_TEMPLATE } from '@cellar/validation/commerce';
import type { Client } from 'openapi-fetch';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import { request } from './request';

type Schemas = components['schemas'];
/** One destination country of a date range: its orders and the VAT they include (coste_calculado). */
export type EurotaxCountryGroup = Schemas['EurotaxCountryGroup'];
/** The grouping of a date range by destination country (data_filtered) and total_amount. */
export type EurotaxGrouping = Schemas['EurotaxGrouping'];
/** The body of an Eurotax import: the invoice number and date, an amount per country, the range it settles. */
export type EurotaxImport = Schemas['EurotaxImport'];
/** What Eurotax charged for a country and what we computed. */
export type EurotaxCountryCost = Schemas['EurotaxCountryCost'];
/** One order's share of its country's invoiced amount. */
export type EurotaxInvoiceLine = Schemas['EurotaxInvoiceLine'];
/** A tax-service invoice as listed (no breakdown). */
export type EurotaxInvoiceSummary = Schemas['EurotaxInvoiceSummary'];
/** A tax-service invoice with its breakdown per order (desglose_factura). */
export type EurotaxInvoice = Schemas['EurotaxInvoice'];

const countryGroupSchema = componentSchema(
  'EurotaxCountryGroup',
  z.object({
    id_pais: z.string(),
    numero_pedidos: z.number(),
    total_pedidos: z.number(),
    coste_calculado: z.number(),
  }),
);
const groupingSchema = componentSchema(
  'EurotaxGrouping',
  z.object({
    fecha_desde: z.string(),
    fecha_hasta: z.string(),
    data_filtered: z.array(countryGroupSchema),
    total_amount: z.number(),
  }),
);
const countryCostSchema = componentSchema(
  'EurotaxCountryCost',
  z.object({ id_pais: z.string(), coste_factura: z.number(), coste_calculado: z.number() }),
);
const lineSchema = componentSchema(
  'EurotaxInvoiceLine',
  z.object({
    id: z.number(),
    id_pedido: z.number(),
    cod_pedido: z.string(),
    id_pais: z.string(),
    coste: z.number(),
  }),
);
const summaryFields = {
  id_factura_eurotax: z.string(),
  fecha_factura: z.string(),
  mes_facturacion: z.string(),
  fecha_desde: z.string(),
  fecha_hasta: z.string(),
  coste_total_factura: z.number(),
  coste_total_calculado: z.number(),
  coste_paises: z.array(countryCostSchema),
  fecha_registro: z.string(),
};
const summarySchema = componentSchema('EurotaxInvoiceSummary', z.object(summaryFields));
const invoiceSchema = componentSchema(
  'EurotaxInvoice',
  z.object({ ...summaryFields, desglose_factura: z.array(lineSchema) }),
);

/**
 * Import invoice Eurotax (commerce-operations §7 "Invoice imports"), part of `client.invoices`: the date-range
 * grouping by destination country, the import of a tax-service invoice, the list and the lookup. Admin only: any
 * other account gets a 403 HttpError.
 */
export function createEurotaxApi(raw: Client<paths>) {
  return {
    /**
     * The distance sales of a range (Madrid days) per destination country with the VAT we computed; a bad range is a
     * 400 'Incorrect dates'.
     * @example const { data_filtered, total_amount } = await client.invoices.eurotaxGrouping({ fecha_desde: '2026-10-01', fecha_hasta: '2026-10-31' });
     */
    eurotaxGrouping: (range: { fecha_desde: string; fecha_hasta: string }) =>
      request('erpEurotaxGrouping', groupingSchema, () =>
        raw.POST('/db/erp/orders/@grouping_invoices_country', {
          body: { template: EUROTAX_TEMPLATE, ...range },
        }),
      ),

    /**
     * Stores a tax-service invoice: an amount for each country of the range is required; the same number again is 409.
     * @example await client.invoices.importEurotaxInvoice({ invoice_number: 'ET-10', invoice_date: '2026-10-31', amount_countries: { de: 120, fr: 90 }, fecha_desde: '2026-10-01', fecha_hasta: '2026-10-31' });
     */
    importEurotaxInvoice: (body: EurotaxImport) =>
      request('erpEurotaxImport', invoiceSchema, () =>
        raw.POST('/db/erp/orders/@import_invoice_eurotax', { body }),
      ),

    /**
     * The tax-service invoices, newest first, without their breakdown.
     * @example const invoices = await client.invoices.eurotaxInvoices();
     */
    eurotaxInvoices: () =>
      request('erpEurotaxInvoices', z.array(summarySchema), () =>
        raw.GET('/db/erp/orders/@get_all_invoices_eurotax'),
      ),

    /**
     * One tax-service invoice with its breakdown per order; 404 when unknown.
     * @example const { desglose_factura } = await client.invoices.eurotaxInvoice('ET-10');
     */
    eurotaxInvoice: (id_factura_eurotax: string) =>
      request('erpEurotaxInvoice', invoiceSchema, () =>
        raw.POST('/db/erp/orders/@get_invoice_eurotax', { body: { id_factura_eurotax } }),
      ),
  };
}
