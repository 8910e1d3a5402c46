import { describe, expect, it } from 'vitest';
import { catalogueMessages } from './messages';
import {
  applyRowGift,
  isRowsDiscountDisabled,
  type PackEditorValues,
  packEditorPatch,
  packEditorValues,
  validatePackEditor,
} from './pack-editor';

const stored = {
  nombre: 'Pack Clásicos',
  labels: ['pack', 'rioja'],
  descuento_del_pack: 0.1,
  contenido_del_pack: {
    'terras#75': { cantidad: 2, orden: 1, regalo: false },
    CO12212: { cantidad: 1, orden: 0, regalo: false },
  },
  localized_text: { es: { description: '<p>Hola</p>', otra: 'x' }, en: { description: '<p>Hi</p>' } },
};

describe('packEditorValues', () => {
  it('reads rows in orden, the discount in percent and the description per language', () => {
    const values = packEditorValues(stored);
    expect(values.rows).toEqual([
      { referencia: 'CO12212', cantidad: '1', regalo: false },
      { referencia: 'terras#75', cantidad: '2', regalo: false },
    ]);
    expect(values.discountPercent).toBe('10');
    expect(values.labels).toBe('pack\nrioja');
    expect(values.description.es).toBe('<p>Hola</p>');
    expect(values.description.fr).toBe('');
  });
  it('reads an empty object as an empty pack with no discount', () => {
    expect(packEditorValues({})).toMatchObject({ nombre: '', rows: [], discountPercent: '0' });
  });
});

describe('applyRowGift', () => {
  const values = { rows: [{ referencia: 'A', cantidad: '1', regalo: false }], discountPercent: '15' };
  it('marking a gift resets the discount to 0', () => {
    const next = applyRowGift(values, 0, true);
    expect(next.rows[0]?.regalo).toBe(true);
    expect(next.discountPercent).toBe('0');
    expect(isRowsDiscountDisabled(next.rows)).toBe(true);
  });
  it('unmarking keeps the discount', () => {
    expect(applyRowGift({ ...values, discountPercent: '0' }, 0, false).discountPercent).toBe('0');
    expect(applyRowGift(values, 0, false)).toMatchObject({ discountPercent: '15' });
  });
  it('leaves the values as they were for a row out of range', () => {
    expect(applyRowGift(values, 3, true)).toBe(values);
  });
});

describe('validatePackEditor', () => {
  const base = (): PackEditorValues => packEditorValues(stored);
  it('answers the pack fields, orden the table order and the discount a fraction', () => {
    const result = validatePackEditor({ ...base(), discountPercent: '25' });
    expect(result.ok && result.value).toMatchObject({
      nombre: 'Pack Clásicos',
      descuento_del_pack: 0.25,
      contenido_del_pack: {
        CO12212: { cantidad: 1, orden: 0, regalo: false },
        'terras#75': { cantidad: 2, orden: 1, regalo: false },
      },
    });
  });
  it.each([
    [
      'a row without reference',
      { referencia: ' ', cantidad: '1', regalo: false },
      'rows.2.referencia',
      catalogueMessages.pack.missingProduct,
    ],
    ['a quantity of 0', { referencia: 'X1', cantidad: '0', regalo: false }, 'rows.2.cantidad', undefined],
  ])('refuses %s', (_name, row, path, message) => {
    const values = base();
    const result = validatePackEditor({ ...values, rows: [...values.rows, row] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const issue = result.issues.find((candidate) => candidate.path === path);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
  it('refuses a discount over 100 and an empty name', () => {
    const result = validatePackEditor({ ...base(), nombre: ' ', discountPercent: '120' });
    expect(result.ok ? [] : result.issues.map((issue) => issue.path).sort()).toEqual([
      'discountPercent',
      'nombre',
    ]);
  });
});

describe('packEditorPatch', () => {
  it('sends nothing when nothing changed', () => {
    const result = validatePackEditor(packEditorValues(stored));
    expect(result.ok && packEditorPatch(stored, result.value)).toEqual({});
  });
  it('sends the changed quantity and keeps the other text sections of a changed description', () => {
    const values = packEditorValues(stored);
    values.rows[0] = { referencia: 'CO12212', cantidad: '4', regalo: false };
    values.description.es = '';
    values.description.fr = '<p>Salut</p>';
    const result = validatePackEditor(values);
    if (!result.ok) throw new Error('expected valid');
    const body = packEditorPatch(stored, result.value);
    expect(Object.keys(body).sort()).toEqual(['contenido_del_pack', 'localized_text']);
    expect(body.localized_text).toEqual({
      es: { otra: 'x' },
      en: { description: '<p>Hi</p>' },
      fr: { description: '<p>Salut</p>' },
    });
  });
  it('a gift stores the discount as 0', () => {
    const values = applyRowGift({ ...packEditorValues(stored) }, 1, true);
    const result = validatePackEditor(values);
    if (!result.ok) throw new Error('expected valid');
    expect(packEditorPatch(stored, result.value)).toMatchObject({ descuento_del_pack: 0 });
  });
});
