import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePriceComparatorUrl } from '../competitor-url';
import { sanitizeCampaignName, validateAiCampaign } from './ai-campaign';
import { prepareOrderEdit, validateEditOrderLine } from './edit-order';
import { validateFreeShippingRate } from './free-shipping-rate';
import {
  validateDateFilter,
  validateInvoiceImport,
  validateTaxServiceInvoice,
  validateUploadFile,
  validateWarehouseCost,
} from './invoice-import';
import { validateMatchCode } from './marketplace';
import {
  validateAddOrders,
  validateBillingAddress,
  validateHibernation,
  validateMultiOrderInvoiceCreate,
  validateOrderSelection,
} from './multi-order-invoice';
import { validateAddressColumns, validateNewOrder, validateNewOrderLine } from './new-order';
import { validateOffer, validateOfferDiscountEdit } from './offer';
import { validateOpinion } from './opinion';
import { validateUserEdit } from './user-edit';

const now = Date.parse('2025-06-15T10:00:00Z');

const rules: Array<[string, (input: unknown) => unknown]> = [
  ['validateNewOrderLine', validateNewOrderLine],
  ['validateNewOrder', validateNewOrder],
  ['validateAddressColumns', validateAddressColumns],
  ['validateMultiOrderInvoiceCreate', validateMultiOrderInvoiceCreate],
  ['validateBillingAddress', validateBillingAddress],
  ['validateAddOrders', validateAddOrders],
  ['validateOrderSelection', (input) => validateOrderSelection(input, { action: 'cancel' })],
  ['validateHibernation', (input) => validateHibernation(input, { now })],
  ['validateUserEdit', validateUserEdit],
  ['validateEditOrderLine', validateEditOrderLine],
  ['prepareOrderEdit', prepareOrderEdit],
  ['validateInvoiceImport', validateInvoiceImport],
  ['validateUploadFile', validateUploadFile],
  ['validateTaxServiceInvoice', validateTaxServiceInvoice],
  ['validateWarehouseCost', validateWarehouseCost],
  ['validateDateFilter', validateDateFilter],
  ['validateAiCampaign', (input) => validateAiCampaign(input, { now })],
  ['sanitizeCampaignName', sanitizeCampaignName],
  ['validateMatchCode', (input) => validateMatchCode(input, { id_proveedor: input })],
  ['validateOffer', (input) => validateOffer(input, { now })],
  [
    'validateOfferDiscountEdit',
    (input) =>
      validateOfferDiscountEdit(input, {
        offer: { fecha_desde: input as string, fecha_hasta: input as string },
        now,
      }),
  ],
  ['validateFreeShippingRate', (input) => validateFreeShippingRate(input, { now })],
  ['validateOpinion', validateOpinion],
  ['validatePriceComparatorUrl', validatePriceComparatorUrl],
];

/** Junk that looks like the forms' fields, so rules get past their first checks. */
const fieldish = fc.dictionary(
  fc.constantFrom(
    'id_producto',
    'quantity',
    'price',
    'discount',
    'products',
    'addresses',
    'email',
    'id_pais',
    'date',
    'idioma',
    'country',
    'cantidad',
    'stock',
    'last_units',
    'id_company',
    'fecha_factura',
    'data',
    'name',
    'type',
    'amount_countries',
    'fecha_desde',
    'fecha_hasta',
    'campaign_name',
    'start_date',
    'end_date',
    'id_tipo',
    'descuento_oferta',
    'pais',
    'tarifa',
    'desde',
    'hasta',
    'opinion',
    'nota',
    'estado',
    'url',
    'group',
  ),
  fc.anything(),
);

describe('no commerce rule throws, whatever the input', () => {
  it.each(rules)('%s', (_name, rule) => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fieldish), (input) => {
        expect(() => rule(input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it.each(rules)('%s answers issues with a path and a non-empty message', (_name, rule) => {
    fc.assert(
      fc.property(fieldish, (input) => {
        const result = rule(input) as { ok?: boolean; issues?: Array<{ path: unknown; message: unknown }> };
        for (const issue of result.issues ?? []) {
          expect(typeof issue.path).toBe('string');
          expect(typeof issue.message).toBe('string');
          expect(issue.message).not.toMatch(/^(Invalid|Expected|Too)/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
