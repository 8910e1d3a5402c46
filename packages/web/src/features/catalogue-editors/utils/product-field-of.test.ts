import { describe, expect, it } from 'vitest';
import { productFieldOf } from './product-field-of';

describe('productFieldOf', () => {
  it.each([
    ['grapes.0.porcentaje', 'grapes.0.porcentaje'],
    ['grapes.2.id', 'grapes.2.id'],
    ['tags_by_category.uva.1.otros_datos.porcentaje', 'grapes.1.porcentaje'],
    ['tags_by_category.uva.0.id', 'grapes.0.id'],
    ['tags_by_category.uva.3.porcentaje', 'grapes.3.porcentaje'],
    ['nombre', 'nombre'],
    ['tipo', 'tipo'],
    ['localized_text.en.score', 'localized_text.en.score'],
    ['nombres.fr.nombre_corto', 'nombres.fr.nombre_corto'],
    ['tags_by_category.maridaje.0.id', null],
    ['opciones.X-cellar', null],
    ['', null],
  ])('shows an issue at %s under %s', (path, field) => {
    expect(productFieldOf(path)).toBe(field);
  });
});
