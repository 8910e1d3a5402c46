import { describe, expect, it } from 'vitest';
import { isPrivateSale, validateOptionsChange } from './private-sale';

describe('validateOptionsChange (the private sale of §4, PATCH @opciones of §7)', () => {
  it.each([true, false])('takes solo_venta_privada %s', (flag) => {
    expect(validateOptionsChange({ opciones_to_modify: { solo_venta_privada: flag } })).toEqual({
      ok: true,
      value: { solo_venta_privada: flag },
    });
  });

  it.each([
    [undefined, 'opciones_to_modify', 'The options to modify must be an object'],
    [{ opciones_to_modify: [] }, 'opciones_to_modify', 'The options to modify must be an object'],
    [
      { opciones_to_modify: {} },
      'opciones_to_modify.solo_venta_privada',
      'The private sale must be true or false',
    ],
    [
      { opciones_to_modify: { solo_venta_privada: 'yes' } },
      'opciones_to_modify.solo_venta_privada',
      'The private sale must be true or false',
    ],
    [
      { opciones_to_modify: { solo_venta_privada: true, estado: 'selling' } },
      'opciones_to_modify.estado',
      'Only solo_venta_privada can be changed for all the options at once',
    ],
  ])('refuses %j', (body, path, message) => {
    expect(validateOptionsChange(body)).toEqual({ ok: false, issues: [{ path, message }] });
  });
});

describe('isPrivateSale', () => {
  it.each([
    [{}, false],
    [{ 'A-cellar': { otros: { solo_venta_privada: false } }, 'A-fr': {} }, false],
    [{ 'A-cellar': { otros: { solo_venta_privada: true } }, 'A-fr': {} }, true],
    [{ 'A-cellar': { otros: { solo_venta_privada: 'true' } } }, false],
    [null, false],
  ])('reads %j as private sale: %s', (opciones, expected) => {
    expect(isPrivateSale(opciones)).toBe(expected);
  });
});
