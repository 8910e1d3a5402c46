import { describe, expect, it } from 'vitest';
import { zoneFieldOf } from './zone-field-of';

describe('zoneFieldOf', () => {
  it.each([
    ['clasificaciones.3.year', 'clasificaciones.3.year'],
    ['clasificaciones_anyada.999', 'clasificaciones'],
    ['bodegas_emblematicas.2', 'bodegas_emblematicas'],
    ['consejo_regulador.superficie', 'consejo_regulador.superficie'],
    ['comentario.fr', 'comentario.fr'],
    ['nombre.es', null],
  ])('%s shows under %s', (path, field) => {
    expect(zoneFieldOf(path)).toBe(field);
  });
});
