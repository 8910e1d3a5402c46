import { describe, expect, it } from 'vitest';
import { issuesOf, neverThrows } from './test-support';
import {
  addEmblematicWinery,
  validateClassifications,
  validateEmblematicWineries,
  validateNewZone,
  validateRegionTransfer,
} from './zone';

describe('validateNewZone', () => {
  it("defaults the type to 'do'", () => {
    const result = validateNewZone({ id: 'rioja', nombre: { es: 'Rioja' } });
    expect(result.ok && [result.value.tipo, result.value.nombre.es, result.value.nombre.en]).toEqual([
      'do',
      'Rioja',
      '',
    ]);
  });
  it.each([
    [{ nombre: { es: 'x' } }, [['id', 'Id y Nombre requeridos']]],
    [{ id: 'x', nombre: { en: 'x' } }, [['nombre.es', 'Id y Nombre requeridos']]],
    [
      { id: 'la rioja', nombre: { es: 'x' } },
      [['id', 'The id may have letters, digits and . _ ~ - only, and may not start with a dot']],
    ],
    [
      { id: 'x', nombre: { es: 'x' }, tipo: 'xx' },
      [
        [
          'tipo',
          'The zone type must be one of: pais, supraregion, subdivision, ao, ce, cg, de, dc, do, it, oc, vp, vt, va',
        ],
      ],
    ],
  ])('%j', (input, issues) => {
    expect(issuesOf(validateNewZone(input))).toEqual(issues);
  });
  it('never throws', () => neverThrows(validateNewZone));
});

describe('validateClassifications', () => {
  it('accepts years 1000 to 3000 with ratings 1-5', () => {
    expect(validateClassifications({ 1000: 5, 2015: '4', 3000: 1 })).toEqual({
      ok: true,
      value: { 1000: 5, 2015: 4, 3000: 1 },
    });
  });
  it.each([
    [{ 999: 3 }, 'clasificaciones_anyada.999', 'Anyada tiene que ser un valor >1000 i <3000'],
    [{ 3001: 3 }, 'clasificaciones_anyada.3001', 'Anyada tiene que ser un valor >1000 i <3000'],
    [{ abc: 3 }, 'clasificaciones_anyada.abc', 'Anyada tiene que ser un valor >1000 i <3000'],
    [{ 2015: 6 }, 'clasificaciones_anyada.2015', 'The rating must be one of: 5, 4, 3, 2, 1'],
    [{ 2015: null }, 'clasificaciones_anyada.2015', 'The rating must be one of: 5, 4, 3, 2, 1'],
  ])('%j gives %s: %s', (input, path, message) => {
    expect(issuesOf(validateClassifications(input))).toEqual([[path, message]]);
  });
  it('never throws', () => neverThrows(validateClassifications));
});

describe('emblematic wineries', () => {
  it('refuses a winery already listed', () => {
    expect(addEmblematicWinery(['a'], 'b')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(addEmblematicWinery(null, '')).toEqual({ ok: true, value: [] });
    expect(issuesOf(addEmblematicWinery(['a', 'b'], 'a'))).toEqual([
      ['bodegas_emblematicas', 'La bodega ya existe'],
    ]);
  });
  it('flags repeats in a saved list', () => {
    expect(validateEmblematicWineries(['a', 'b'])).toEqual({ ok: true, value: ['a', 'b'] });
    expect(issuesOf(validateEmblematicWineries(['a', 'b', 'a']))).toEqual([
      ['bodegas_emblematicas.2', 'La bodega ya existe'],
    ]);
  });
  it('never throws', () => neverThrows(validateEmblematicWineries));
});

describe('validateRegionTransfer', () => {
  it('requires a destination', () => {
    expect(validateRegionTransfer({ source: '/zonas/a', dest: '/zonas/b' })).toEqual({
      ok: true,
      value: { source: '/zonas/a', dest: '/zonas/b' },
    });
    expect(issuesOf(validateRegionTransfer({ source: '/zonas/a' }))).toEqual([
      ['dest', 'Debes especificar un destino'],
    ]);
  });
  it('never throws', () => neverThrows(validateRegionTransfer));
});
