import { describe, expect, it } from 'vitest';
import { validateNewProducto } from './new-producto';
import { issuesOf, neverThrows } from './test-support';

describe('validateNewProducto', () => {
  it("makes the id from the name unless one is given, and keeps the tipo of the product's place", () => {
    expect(validateNewProducto({ nombre: ' Tinto Reserva ', tipo: '/vi/tinto' }, '/bodegas/vega/')).toEqual({
      ok: true,
      value: { id: 'tinto-reserva', nombre: 'Tinto Reserva', tipo: '/vi/tinto' },
    });
    expect(
      validateNewProducto({ nombre: 'Sacacorchos', tipo: '/co', id: 'saca_1' }, '/complementos'),
    ).toEqual({
      ok: true,
      value: { id: 'saca_1', nombre: 'Sacacorchos', tipo: '/co' },
    });
  });
  it.each([
    [
      {},
      '/bodegas/vega/',
      [
        ['nombre', 'Please input the name'],
        ['tipo', 'Please input the type'],
      ],
    ],
    [
      { nombre: '¡!', tipo: '/vi' },
      '/bodegas/vega/',
      [['nombre', 'The name must have a letter or a digit: the id is made from it']],
    ],
    [
      { nombre: 'x'.repeat(301), tipo: '/vi' },
      '/bodegas/vega/',
      [['nombre', 'The name is only 300 characters long']],
    ],
    [
      { nombre: 'x'.repeat(256), tipo: '/vi' },
      '/bodegas/vega/',
      [['id', 'The id is only 255 characters long']],
    ],
    [{ nombre: 'Vino', tipo: 'vi' }, '/bodegas/vega/', [['tipo', "The type must start with '/'"]]],
    [{ nombre: 'Vino', tipo: '/vi' }, '/complementos/', [['tipo', 'The type must start with /co']]],
    [{ nombre: 'Vino', tipo: '/vi' }, '/packs/', [['tipo', 'The type must start with /pk']]],
  ])('%j in %s: one message per field', (input, folder, issues) => {
    expect(issuesOf(validateNewProducto(input, folder))).toEqual(issues);
  });
  it('never throws', () => neverThrows((input) => validateNewProducto(input, '/bodegas/vega/')));
});
