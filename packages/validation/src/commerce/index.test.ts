import { describe, expect, it } from 'vitest';
import * as commerce from './index';

describe('commerce public API', () => {
  it('exports the rules, helpers, constants and messages by name', () => {
    for (const name of [
      'validateNewOrder',
      'validateNewOrderLine',
      'validateAddressColumns',
      'validateBillingAddress',
      'validateHibernation',
      'validateUserEdit',
      'prepareOrderEdit',
      'validateInvoiceImport',
      'validateUploadFile',
      'validateAiCampaign',
      'validateMatchCode',
      'validateOffer',
      'validateOfferDiscountEdit',
      'offerTiming',
      'validateFreeShippingRate',
      'validateOpinion',
      'validatePriceComparatorUrl',
      'pageWindow',
      'schemaResult',
      'commerceMessages',
    ])
      expect(typeof (commerce as Record<string, unknown>)[name], name).not.toBe('undefined');
  });

  it('holds the constants of §9', () => {
    expect(commerce.INVOICE_LIST_PAGE_SIZE).toBe(100);
    expect(commerce.ORDER_TABLE_PAGE_SIZE).toBe(100);
    expect(commerce.OPINIONS_PAGE_SIZE).toBe(10);
    expect(commerce.REVIEW_LENGTH).toEqual({ min: 50, max: 600 });
    expect(commerce.PRESENT_MESSAGE_MAX_LENGTH).toBe(500);
    expect(commerce.OUT_OF_CATALOGUE_VAT_RATE).toBe(0.21);
    expect(commerce.MARKETPLACE_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(commerce.SHIPPING_COMPANIES).toEqual([
      'duk',
      'dpc',
      'seu',
      'brt',
      'eup',
      'glc',
      'fed',
      'fd1',
      'tit',
    ]);
    expect(commerce.PAYMENT_GATEWAYS).toEqual(['pyco', 'cxbn', 'strp', 'payp', 'adyn']);
    expect(commerce.WAREHOUSE_CODES).toEqual(['cas', 'tr2', 'clr']);
    expect(Object.values(commerce.UPLOAD_TYPES)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(commerce.PROCESSING_ERROR_TOAST_MS).toBe(20_000);
    expect(commerce.SUCCESS_RELOAD_DELAY_MS).toBe(2_000);
    expect(commerce.OFFER_TYPES).toEqual(['o', 'p', 'e']);
    expect(commerce.OPINION_STATES).toEqual(['pend', 'npub', 'publ']);
    expect(commerce.NEW_OFFER_DEFAULTS).toEqual({
      id_tipo: 'o',
      caducable: false,
      startTime: '00:00:00',
      endTime: '23:59:59',
    });
    expect(commerce.DELAYED_ORDER_SHOPS).toEqual(['cellar', 'italvinus', 'fr', 'de', 'uk']);
    expect(commerce.UNLIMITED_STOCK_VALUES).toEqual([-1, 9999]);
    expect(commerce.MULTI_ORDER_INVOICE_DRAFT).toBe('DRAFT');
    expect(commerce.FREE_SHIPPING_TARIFFS).toEqual(['std', 'exp', 'prm', 'dtp']);
    expect(commerce.FREE_SHIPPING_TARIFFS).toContain(commerce.DTP_TARIFF);
  });
});
