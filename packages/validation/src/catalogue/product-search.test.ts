import { describe, expect, it } from 'vitest';
import { findPackRow, validateProductSearch, validateProductsByReference } from './product-search';

describe('validateProductSearch (POST @search-product, catalogue-editors §7)', () => {
  it('reads an empty body as the first 15 products by name, summarised', () => {
    expect(validateProductSearch({})).toEqual({
      ok: true,
      value: {
        serializer: 'summary',
        nombre: '',
        offset: 0,
        size: 15,
        tipos: [],
        estados: [],
        referencias: [],
        groups: [],
        sortBy: 'nombre',
      },
    });
  });

  it('reads every filter, single values as lists, trimmed and without repeats', () => {
    const result = validateProductSearch({
      serializer: 'full',
      nombre: '  rioja ',
      cursor: '30',
      size: 50,
      tipo: '/vi',
      opciones: { estado: ['selling', 'selling', 'new_product'] },
      referencias: [' VE10007 ', ''],
      groups: 'vega-sicilia-unico',
      sort_by: 'modification_date',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        serializer: 'full',
        nombre: 'rioja',
        offset: 30,
        size: 50,
        tipos: ['/vi'],
        estados: ['selling', 'new_product'],
        referencias: ['VE10007'],
        groups: ['vega-sicilia-unico'],
        sortBy: 'modification_date',
      },
    });
  });

  it.each([
    [[], '', 'The search must be an object'],
    [{ serializer: 'everything' }, 'serializer', 'The serializer must be one of: summary, full'],
    [{ nombre: 3 }, 'nombre', 'The name must be text'],
    [{ cursor: 'abc' }, 'cursor', 'The cursor is not valid'],
    [{ cursor: 15 }, 'cursor', 'The cursor is not valid'],
    [{ size: 0 }, 'size', 'The size must be between 1 and 50'],
    [{ size: 51 }, 'size', 'The size must be between 1 and 50'],
    [{ size: 2.5 }, 'size', 'The size must be between 1 and 50'],
    [{ tipo: 'vi' }, 'tipo', "The type must start with '/'"],
    [{ tipo: [3] }, 'tipo', 'The type must be a list'],
    [{ opciones: 'selling' }, 'opciones', 'The options must be an object'],
    [
      { opciones: { estado: ['sold'] } },
      'opciones.estado',
      'The state must be one of: new_product, selling, notavailable, descatalogued, invalid, discontinued',
    ],
    [{ referencias: { a: 1 } }, 'referencias', 'The references must be a list'],
    [
      { referencias: Array.from({ length: 101 }, (_, i) => `R${i}`) },
      'referencias',
      'The references can have at most 100 items',
    ],
    [{ sort_by: 'price' }, 'sort_by', 'The sort must be one of: nombre, modification_date'],
    [
      { nombres: 'x' },
      'nombres',
      'The field must be one of: serializer, nombre, cursor, size, tipo, opciones, referencias, groups, sort_by',
    ],
  ])('refuses %j at %s', (body, path, message) => {
    const result = validateProductSearch(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path, message });
  });
});

describe('validateProductsByReference (POST @prod-by-referencia, §7)', () => {
  it('takes references and pack content keys, with an optional state filter', () => {
    expect(
      validateProductsByReference({
        referencias: ['VE10007', 'vega-sicilia-unico#ma', 'vega#'],
        opciones: { estado: 'selling' },
      }),
    ).toEqual({
      ok: true,
      value: { keys: ['VE10007', 'vega-sicilia-unico#ma', 'vega#'], estados: ['selling'] },
    });
  });

  it.each([
    [null, '', 'The request must be an object'],
    [{}, 'referencias', 'Please input the references'],
    [{ referencias: [] }, 'referencias', 'Please input the references'],
    [
      { referencias: ['vega#xx'] },
      'referencias.0',
      'You seem to have left out filling in product information! Fill in all fields and save again.',
    ],
    [{ referencias: ['A'], extra: 1 }, 'extra', 'The field must be one of: referencias, opciones'],
  ])('refuses %j at %s', (body, path, message) => {
    const result = validateProductsByReference(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path, message });
  });
});

describe('findPackRow (a pack content key among references, §3)', () => {
  const rows = [
    { referencia: 'VE10007', group: 'vega', capacidad: '75', anyada: 2019 },
    { referencia: 'VE10014', group: 'vega', capacidad: '75', anyada: 2021 },
    { referencia: 'VE10021', group: 'vega', capacidad: 'ma', anyada: null },
    { referencia: 'VE10028', group: 'vega', capacidad: 'ma', anyada: 2018 },
  ];

  it.each([
    ['VE10007', 'VE10007'],
    ['ve10014', 'VE10014'],
    ['vega#75', 'VE10014'],
    ['vega#', 'VE10014'],
    ['vega#ma', 'VE10028'],
    ['vega#dm', undefined],
    ['other#75', undefined],
    ['VE99999', undefined],
    ['a#b#c', undefined],
  ])('finds %s as %s', (key, referencia) => {
    expect(findPackRow(key, rows)?.referencia).toBe(referencia);
  });
});
