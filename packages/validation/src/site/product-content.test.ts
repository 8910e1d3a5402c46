import { describe, expect, it } from 'vitest';
import { fitWords, productContentNames, validateCreateProductContent } from './product-content';
import { issuesOf, neverThrows } from './test-support';

const base = { producto: 'ABC123', tipo: 'vino-tinto', bodega: 'vega-sicilia' };

describe('validateCreateProductContent', () => {
  it('normalises a complete form', () => {
    const result = validateCreateProductContent({
      producto: { id_producto: 'ABC123', tienda: 'cellar' },
      tipo: 'vino-tinto',
      bodega: 'vega-sicilia',
      region: '/zonas/espana/ribera',
      referencia: 'ABC123',
      nombres: { es: { nombre: 'Único 2012 (Magnum)', nombre_corto: 'Único [x]', nombre_banner: 'Único' } },
      anyada: '2012',
      graduacion: '14,5',
      capacidad: 'ma',
      uvas: [{ id: 'tin', porcentaje: 94 }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      producto: 'ABC123',
      tienda: 'cellar',
      referencia: 'ABC123',
      region: '/zonas/espana/ribera',
      anyada: 2012,
      graduacion: 14.5,
      capacidad: 'ma',
      uvas: [{ id: 'tin', porcentaje: 94 }],
    });
    expect(result.value.nombres.es).toEqual({
      nombre: 'Único',
      nombre_corto: 'Único',
      nombre_banner: 'Único',
    });
    expect(result.value.nombres.en).toEqual({ nombre: '', nombre_corto: '', nombre_banner: '' });
  });
  it('defaults capacidad to 75 and leaves empty numbers null', () => {
    const result = validateCreateProductContent({ ...base, anyada: '', graduacion: null });
    expect(result.ok && [result.value.capacidad, result.value.anyada, result.value.graduacion]).toEqual([
      '75',
      null,
      null,
    ]);
  });
  it.each([
    [{ tipo: 't', bodega: 'b' }, 'producto', 'Selecciona un producto'],
    [{ producto: 'p', bodega: 'b' }, 'tipo', 'Selecciona el tipo'],
    [{ producto: 'p', tipo: 't' }, 'bodega', 'Selecciona una bodega'],
    [
      { ...base, nombres: { fr: { nombre_corto: 'x'.repeat(31) } } },
      'nombres.fr.nombre_corto',
      'The short name is only 30 characters long',
    ],
    [
      { ...base, nombres: { it: { nombre_banner: 'x'.repeat(41) } } },
      'nombres.it.nombre_banner',
      'The banner name is only 40 characters long',
    ],
    [{ ...base, anyada: 4000 }, 'anyada', 'The anyada must be between 0 and 3999'],
    [{ ...base, anyada: -1 }, 'anyada', 'The anyada must be between 0 and 3999'],
    [{ ...base, anyada: 2012.5 }, 'anyada', 'The anyada must be between 0 and 3999'],
    [{ ...base, graduacion: -0.1 }, 'graduacion', 'The graduacion must be at least 0'],
    [{ ...base, graduacion: 13.55 }, 'graduacion', 'The graduacion must be a multiple of 0.1'],
    [{ ...base, graduacion: '13 grados' }, 'graduacion', 'The graduacion must be a number'],
    [
      { ...base, capacidad: '70' },
      'capacidad',
      'The capacidad must be one of: 75, ma, dm, je, mt, sz, dc, na, sa, pr, cu, li',
    ],
    [
      { ...base, uvas: [{ id: 'x', porcentaje: 101 }] },
      'uvas.0.porcentaje',
      'The percentage must be between 0 and 100',
    ],
  ])('%j gives %s: %s', (input, path, message) => {
    expect(issuesOf(validateCreateProductContent(input))).toEqual([[path, message]]);
  });
  it.each([
    [{ anyada: 0 }],
    [{ anyada: 3999 }],
    [{ graduacion: 0 }],
    [{ graduacion: 0.3 }],
    [{ capacidad: 75 }],
    [{ nombres: { es: { nombre_corto: `${'x'.repeat(30)} 2019`, nombre_banner: 'y'.repeat(40) } } }],
  ])('accepts the bound %j', (extra) => {
    expect(validateCreateProductContent({ ...base, ...extra }).ok).toBe(true);
  });
  it('never throws', () => neverThrows(validateCreateProductContent));
});

describe('fitWords', () => {
  it.each([
    ['Herrán de Ábalos Blanco', 30, 'Herrán de Ábalos Blanco'],
    ['Herrán de Ábalos Blanco Fermentado en Barrica', 30, 'Herrán de Ábalos Blanco'],
    ['Herrán de Ábalos Blanco Fermentado en Barrica', 40, 'Herrán de Ábalos Blanco Fermentado en'],
    ['x'.repeat(35), 30, 'x'.repeat(30)],
  ])('%s in %i characters is %s', (text, max, fitted) => {
    expect(fitWords(text, max)).toBe(fitted);
  });
});

describe('productContentNames', () => {
  it('strips the option name and fits the short and banner names, the same in every language', () => {
    const names = productContentNames('Viña Nueva Crianza de Autor Selección 2019 (Edición) [75cl]');
    expect(names.es).toEqual({
      nombre: 'Viña Nueva Crianza de Autor Selección',
      nombre_corto: 'Viña Nueva Crianza de Autor',
      nombre_banner: 'Viña Nueva Crianza de Autor Selección',
    });
    expect(Object.keys(names)).toEqual(['es', 'it', 'fr', 'de', 'en']);
    expect(names.en).toEqual(names.es);
    expect(validateCreateProductContent({ ...base, nombres: names }).ok).toBe(true);
  });
});
