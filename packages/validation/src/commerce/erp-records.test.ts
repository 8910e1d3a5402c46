import { describe, expect, it } from 'vitest';
import {
  erpBillingAddressRecord,
  erpFreeShippingRateRecord,
  erpMatchRecord,
  erpOfferRecord,
  erpOpinionRecord,
  erpUserRecord,
  erpUserSummaryRecord,
} from './erp-records';
import { validateFreeShippingRate } from './free-shipping-rate';
import { validateOffer } from './offer';

// 12:00 in Madrid on 15 June 2025.
const now = Date.parse('2025-06-15T10:00:00Z');

const offer = {
  id: 7,
  id_tipo: 'p',
  id_producto: 'VS-2010',
  grupo: 'vega-sicilia-unico',
  fecha_desde: '2025-06-15T00:00:00.000Z',
  fecha_hasta: '2025-06-30T21:59:59.000Z',
  descuento_oferta: null,
  uni_compra: 6,
  uni_promo: 1,
  cantidad_precio_especial: null,
  descuento_especial: null,
  caducable: false,
};
const address = {
  id_datos_fac: 3,
  nombre: 'Bodegas Ejemplo SL',
  doc_id: 'B12345678',
  linea1: 'Calle Mayor 1',
  linea2: '',
  linea3: '',
  codigo_postal: '28013',
  ciudad: 'Madrid',
  telefono: '+34 600 000 000',
  id_pais: 'es',
};
const user = {
  id: 42,
  id_usuario: 42,
  email: 'ana@example.com',
  nombre: 'Ana',
  idioma: 'es',
  country: 'es',
  observaciones: '',
  subscription: { unsubscribed: false },
  datos_fac: [address],
};

describe('ERP records', () => {
  it('take an offer as stored and refuse units that are not whole, as the OpenAPI document types them', () => {
    expect(erpOfferRecord.parse(offer)).toEqual(offer);
    expect(erpOfferRecord.safeParse({ ...offer, uni_compra: 2.5 }).success).toBe(false);
    expect(erpOfferRecord.safeParse({ ...offer, id_tipo: 'x' }).success).toBe(false);
  });

  it('hold what the rules answer once the store gives it an id', () => {
    const rule = validateOffer(
      {
        id_tipo: 'e',
        id_producto: 'A1',
        fecha_desde: '2025-06-15',
        fecha_hasta: '2025-06-30',
        cantidad_precio_especial: 3,
        descuento_especial: 20,
      },
      { now },
    );
    if (!rule.ok) throw new Error('the offer should be valid');
    expect(erpOfferRecord.safeParse({ ...rule.value, id: 1 }).success).toBe(true);

    const rate = validateFreeShippingRate(
      { pais: ['es', 'pt'], tarifa: ' DTP', desde: '2025-06-15', hasta: '2025-06-30' },
      { now },
    );
    if (!rate.ok) throw new Error('the rate should be valid');
    const { pais, ...rest } = rate.value;
    for (const country of pais)
      expect(erpFreeShippingRateRecord.safeParse({ ...rest, pais: country, id: 1 }).success).toBe(true);
  });

  it('refuse an opinion state or a tariff the contract does not list', () => {
    const opinion = {
      id_opinion: 1,
      opinion: 'x'.repeat(50),
      titulo: 'Bueno',
      nota: 4,
      nombre_usuario: 'Ana',
      estado: 'pend',
      shop: 'cellar',
      idioma: 'es',
      grupo: 'vega-sicilia-unico',
      nombre: 'Único',
      zope_id: 'z1',
      fecha: '2025-06-01T10:00:00.000Z',
    };
    expect(erpOpinionRecord.safeParse(opinion).success).toBe(true);
    expect(erpOpinionRecord.safeParse({ ...opinion, estado: 'gone' }).success).toBe(false);
    const rate = {
      id: 1,
      pais: 'es',
      tarifa: 'std',
      cart_amount: 59.99,
      min_precio_uni: 0,
      desde: '2025-06-15T00:00:00.000Z',
      hasta: '2025-06-30T21:59:59.000Z',
    };
    expect(erpFreeShippingRateRecord.safeParse(rate).success).toBe(true);
    expect(erpFreeShippingRateRecord.safeParse({ ...rate, tarifa: 'DTP' }).success).toBe(false);
  });

  it('describe a match as its supplier product, named `name`, with the match’s own fields', () => {
    const match = {
      id_proveedor: 'vin',
      id_producto: 'VS-2010',
      id_producto_proveedor: 'VIN-1',
      name: 'ÚNICO 2010',
      anyada: 2010,
      capacidad: '75',
      familia_producto: 'Tinto',
      fecha_registro: '2025-06-01T10:00:00.000Z',
      graduacion: 14,
      pvp_proveedor: 300,
      stock: 12,
      surtido: true,
      excluir_venta: false,
    };
    expect(erpMatchRecord.parse(match)).toEqual(match);
    expect(erpMatchRecord.safeParse({ ...match, nombre: match.name, name: undefined }).success).toBe(false);
  });

  it('describe a customer with their billing addresses, and a search result as part of it', () => {
    expect(erpUserRecord.parse(user)).toEqual(user);
    expect(erpUserRecord.safeParse({ ...user, datos_fac: [{ ...address, id_datos_fac: 'x' }] }).success).toBe(
      false,
    );
    expect(erpBillingAddressRecord.safeParse({ ...address, linea2: undefined }).success).toBe(false);
    expect(erpUserSummaryRecord.parse(user)).toEqual({ id_usuario: 42, email: 'ana@example.com' });
  });
});
