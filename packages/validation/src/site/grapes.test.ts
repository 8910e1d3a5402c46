import { describe, expect, it } from 'vitest';
import { validateGrapeShares } from './grapes';
import { issuesOf, neverThrows } from './test-support';

const MSG = 'The percentage must be between 0 and 100';

describe('validateGrapeShares', () => {
  it('reads porcentaje or otros_datos.porcentaje and drops entries without id', () => {
    expect(
      validateGrapeShares([
        { id: 'tem', porcentaje: '85' },
        { id: 'gar', otros_datos: { porcentaje: 15 } },
        { id: 'mon' },
        { porcentaje: 3 },
      ]),
    ).toEqual({
      ok: true,
      value: [
        { id: 'tem', porcentaje: 85 },
        { id: 'gar', porcentaje: 15 },
        { id: 'mon', porcentaje: null },
      ],
    });
  });
  it.each([[-1], [100.5], ['abc'], [Number.NaN]])('refuses %s', (porcentaje) => {
    expect(issuesOf(validateGrapeShares([{ id: 'a' }, { id: 'b', porcentaje }]))).toEqual([
      ['uvas.1.porcentaje', MSG],
    ]);
  });
  it.each([[0], [100]])('accepts the bound %s', (porcentaje) => {
    expect(validateGrapeShares([{ id: 'a', porcentaje }]).ok).toBe(true);
  });
  it('never throws', () => neverThrows((input) => validateGrapeShares(input)));
});
