import { describe, expect, it } from 'vitest';
import { PRODUCT_MENU_GROUPS, PRODUCT_TEXT_SECTIONS } from './editors';
import { productFormValues, productPatch, validateProductForm } from './product-form';

const stored = {
  nombre: 'Herrán Blanco',
  tipo: '/vi/blanco',
  graduacion: 15.5,
  region: '/zonas/espana/rioja',
  localized_text: { es: { description: '<p>Blanco</p>' } },
  nombres: { es: { nombre: 'Herrán Blanco' } },
  tags_by_category: {
    uva: [{ id: 'mac', otros_datos: { porcentaje: 100 } }],
    maridaje: [{ id: 'arroces' }],
  },
};
const PATH = '/bodegas/herran/herran-blanco';

const fieldsOf = (values: ReturnType<typeof productFormValues>) => {
  const result = validateProductForm(values, PATH);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
};

describe('the Product tab form', () => {
  it('lists the page sections of the menu', () => {
    const pageSections = PRODUCT_MENU_GROUPS.find((group) => group.label === 'Page sections');
    expect(pageSections?.sections.map((section) => section.id)).toEqual([...PRODUCT_TEXT_SECTIONS]);
  });

  it('reads a stored product, every language and section present', () => {
    const values = productFormValues(stored);
    expect(values.graduacion).toBe('15.5');
    expect(values.localized_text.es.description).toBe('<p>Blanco</p>');
    expect(values.localized_text.en.maridajes).toBe('');
    expect(values.nombres.fr.nombre_corto).toBe('');
    expect(values.grapes).toEqual([{ id: 'mac', porcentaje: '100' }]);
    expect(productFormValues(null).grapes).toEqual([]);
  });

  it('sends nothing when nothing changed', () => {
    expect(productPatch(stored, fieldsOf(productFormValues(stored)))).toEqual({});
  });

  it('sends only the changed fields; grapes replace the uva tags and keep the other categories', () => {
    const values = productFormValues(stored);
    values.localized_text.en.a_que_sabe = '<p>Citrus</p>';
    values.grapes = [
      { id: 'mac', porcentaje: '60' },
      { id: 'viura', porcentaje: '' },
    ];
    expect(productPatch(stored, fieldsOf(values))).toEqual({
      localized_text: { es: { description: '<p>Blanco</p>' }, en: { a_que_sabe: '<p>Citrus</p>' } },
      tags_by_category: {
        uva: [{ id: 'mac', otros_datos: { porcentaje: 60 } }, { id: 'viura' }],
        maridaje: [{ id: 'arroces' }],
      },
    });
  });

  it('clears an emptied text and the alcohol', () => {
    const values = productFormValues(stored);
    values.region = '';
    values.graduacion = '';
    values.localized_text.es.description = '';
    expect(productPatch(stored, fieldsOf(values))).toEqual({
      region: null,
      graduacion: null,
      localized_text: {},
    });
  });

  it.each([
    ['101', false],
    ['-1', false],
    ['abc', false],
    ['0', true],
    ['100', true],
    ['12,5', true],
  ])('a grape at %s is accepted: %s', (porcentaje, accepted) => {
    const values = productFormValues(stored);
    values.grapes = [{ id: 'mac', porcentaje }];
    const result = validateProductForm(values, PATH);
    expect(result.ok).toBe(accepted);
    if (!result.ok)
      expect(result.issues).toEqual([
        { path: 'grapes.0.porcentaje', message: 'The percentage must be between 0 and 100' },
      ]);
  });

  it('asks for a name, a grape id, a number for the alcohol and the type of the place', () => {
    const values = productFormValues(stored);
    values.nombre = ' ';
    values.graduacion = 'x';
    values.grapes = [{ id: '', porcentaje: '10' }];
    values.tipo = '/vi/tinto';
    const result = validateProductForm(values, '/packs/pack-1');
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'nombre',
      'tipo',
      'graduacion',
      'grapes.0.id',
    ]);
  });
});
