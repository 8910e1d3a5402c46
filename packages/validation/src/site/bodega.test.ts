import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodegaInternalId, validateNewBodega } from './bodega';
import { issuesOf, neverThrows } from './test-support';

describe('validateNewBodega', () => {
  it('slugifies the id and derives the internal id', () => {
    expect(validateNewBodega({ nombre: 'Vega Sicilia', id: 'Vega Sicilia', id_pais: 'ES' })).toEqual({
      ok: true,
      value: { nombre: 'Vega Sicilia', id: 'vega-sicilia', internal_id: 'vega', id_pais: 'ES' },
    });
    expect(validateNewBodega({ nombre: 'A', id: 'a-b-c-d', id_pais: 34 }).ok).toBe(true);
  });
  it.each([
    [{ id: 'abcd', id_pais: 'ES' }, [['nombre', 'Todos los campos son necesarios']]],
    [{ nombre: 'n', id: '¡!', id_pais: 'ES' }, [['id', 'Todos los campos son necesarios']]],
    [{ nombre: 'n', id: 'abcd' }, [['id_pais', 'Todos los campos son necesarios']]],
    [
      { nombre: 'n', id: 'a-b-c', id_pais: 'ES' },
      [['internal_id', 'The internal id must be 4 characters long']],
    ],
    // An id of 300 letters says the real limit (issue 9), not the allowed characters.
    [{ nombre: 'n', id: 'a'.repeat(300), id_pais: 'ES' }, [['id', 'The id is only 255 characters long']]],
  ])('%j', (input, issues) => {
    expect(issuesOf(validateNewBodega(input))).toEqual(issues);
  });
  it('internal ids are at most 4 characters, without hyphens', () => {
    expect(bodegaInternalId('ab-cd-ef')).toBe('abcd');
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(bodegaInternalId(name)).toMatch(/^[a-z0-9]{0,4}$/);
      }),
    );
  });
  it('never throws', () => neverThrows(validateNewBodega));
});
