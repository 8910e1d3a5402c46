import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backofficeProductHref,
  capacityName,
  type OptionRow,
  optionCurrency,
  optionLastUnitsText,
  optionOfferText,
  optionPriceText,
  optionPriceWithTaxText,
  optionReferences,
  optionReferenceTitle,
  priceWithTax,
  readOptions,
} from './options';

const row = (source: Record<string, unknown>): OptionRow => {
  const [option] = readOptions({ 'R1-cellar': { referencia: 'R1', tienda: 'cellar', ...source } });
  if (!option) throw new Error('no option');
  return option;
};

describe('optionReferences', () => {
  const opciones = {
    'NV-cellar': { referencia: 'NV', tienda: 'cellar', index: 0 },
    'OLD-uk': { referencia: 'OLD', tienda: 'uk', anyada: 2018, index: 3 },
    'OLD-cellar': { referencia: 'OLD', tienda: 'cellar', anyada: 2018, index: 2 },
    'NEW-fr': { referencia: 'NEW', tienda: 'fr', anyada: 2021, capacidad: 'ma' },
    'NEW-cellar': { referencia: 'NEW', tienda: 'cellar', anyada: 2021, capacidad: 'ma' },
    'MID-de': { referencia: 'MID', tienda: 'de', anyada: 2020 },
  };

  it('gives one panel per reference, newest vintage first and no vintage last', () => {
    expect(optionReferences(opciones).map(({ referencia, anyada }) => [referencia, anyada])).toEqual([
      ['NEW', 2021],
      ['MID', 2020],
      ['OLD', 2018],
      ['NV', undefined],
    ]);
  });

  it("orders a panel's options by index, then by the shops' order", () => {
    const [newest, , oldest] = optionReferences(opciones);
    expect(newest?.options.map((option) => option.shop)).toEqual(['cellar', 'fr']);
    expect(oldest?.options.map((option) => option.key)).toEqual(['OLD-cellar', 'OLD-uk']);
  });

  it('reads anything that is not a map of objects as no options, and never throws', () => {
    expect(optionReferences(undefined)).toEqual([]);
    expect(optionReferences({ a: 1, b: null, c: [] })).toEqual([]);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const panels = optionReferences(value);
        const vintages = panels.map((panel) => panel.anyada ?? Number.NEGATIVE_INFINITY);
        expect(vintages).toEqual([...vintages].sort((a, b) => b - a));
      }),
    );
  });

  it('takes the reference from the key when the option does not name it', () => {
    expect(readOptions({ 'PK1-uk': { tienda: 'uk' } })[0]?.referencia).toBe('PK1');
  });
});

describe('panel titles', () => {
  it.each([
    ['ma', 'Magnum'],
    ['dm', 'Doble Magnum'],
    ['75', '0.75 L'],
    ['cu', '0.025 L'],
    ['xx', 'xx'],
  ])('names capacity %s %s', (code, name) => expect(capacityName(code)).toBe(name));

  it('names reference, vintage and capacity, leaving out a missing vintage', () => {
    expect(optionReferenceTitle({ referencia: 'HE1', anyada: 2019, capacidad: 'ma' })).toBe(
      'HE1 · 2019 · Magnum',
    );
    expect(optionReferenceTitle({ referencia: 'PK1', anyada: undefined, capacidad: '75' })).toBe(
      'PK1 · 0.75 L',
    );
  });
});

describe('prices', () => {
  it('shows EUR es-ES and, for the UK shop, GBP en-GB, with 2 decimals', () => {
    expect(optionPriceText(row({ precio_sin_impuestos: 154.8 }))).toBe('154,80\u00a0€');
    expect(optionPriceText(row({ tienda: 'uk', precio_sin_impuestos: 1139.5 }))).toBe('£1,139.50');
    expect(optionPriceText(row({}))).toBe('');
    expect(optionCurrency({ shop: 'uk', country: 'uk' })).toBe('GBP');
    expect(optionCurrency({ shop: 'fr', country: 'fr' })).toBe('EUR');
  });

  it('takes P.IVA from precio, else price times one plus the tax rate, to the cent', () => {
    expect(priceWithTax(row({ precio: 187.37, precio_sin_impuestos: 100, impuestos: 0.21 }))).toBe(187.37);
    expect(priceWithTax(row({ precio_sin_impuestos: 154.85, impuestos: 0.21 }))).toBe(187.37);
    expect(priceWithTax(row({ precio_sin_impuestos: 10 }))).toBeUndefined();
    expect(optionPriceWithTaxText(row({ tienda: 'uk', precio_sin_impuestos: 10, impuestos: 0.2 }))).toBe(
      '£12.00',
    );
  });
});

describe('optionOfferText', () => {
  it.each([
    [{ precio_sin_impuestos: 20, oferta: { precio_oferta: 15.5 } }, '15,50\u00a0€'],
    [{ tienda: 'uk', precio_sin_impuestos: 20, oferta: { precio_oferta: 15.5 } }, '£15.50'],
    [{ precio_sin_impuestos: 20, oferta: { uni_compra: 5, uni_promo: 1 } }, '5 + 1'],
    [{ precio_sin_impuestos: 20, oferta: { precio_oferta: 15, descuento_especial: 3 } }, ''],
    [{ precio_sin_impuestos: 0, oferta: { precio_oferta: 15 } }, ''],
    [{ precio_sin_impuestos: 20, oferta: { precio_oferta: 0 } }, ''],
    [{ precio_sin_impuestos: 20 }, ''],
  ])('shows %j as %j', (source, text) => expect(optionOfferText(row(source))).toBe(text));
});

describe('optionLastUnitsText', () => {
  it.each([
    [{ stock: -1 }, 'Unlimited'],
    [{ stock: 9999, ultimas_unidades: true }, 'Unlimited'],
    [{ stock: '9999' }, 'Unlimited'],
    [{ stock: 3, ultimas_unidades: true, caracteristicas: { avanzada: true } }, 'Unlimited'],
    [{ stock: 3, ultimas_unidades: true }, '3'],
    [{ ultimas_unidades: true }, 'Yes'],
    [{ stock: 3 }, 'No'],
    [{}, 'No'],
  ])('shows %j as %j', (source, text) => expect(optionLastUnitsText(row(source))).toBe(text));
});

describe('backofficeProductHref', () => {
  it("links to the reference's page of the shop under the back-office root", () => {
    expect(backofficeProductHref('/administracion/', { referencia: 'PK00100', shop: 'uk' })).toBe(
      '/administracion/productos/PK00100?tienda=uk',
    );
    expect(backofficeProductHref('/administracion', { referencia: 'A B/1', shop: 'cellar' })).toBe(
      '/administracion/productos/A%20B%2F1?tienda=cellar',
    );
  });
});
