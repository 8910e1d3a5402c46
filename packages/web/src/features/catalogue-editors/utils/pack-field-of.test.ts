import { describe, expect, it } from 'vitest';
import { packFieldOf } from './pack-field-of';

describe('packFieldOf', () => {
  it.each([
    ['nombre', 'nombre'],
    ['discountPercent', 'discountPercent'],
    ['descuento_del_pack', 'discountPercent'],
    ['rows.2.referencia', 'rows.2.referencia'],
    ['rows.0.cantidad', 'rows.0.cantidad'],
    ['description.fr', 'description.fr'],
    ['localized_text.en.description', 'description.en'],
    ['contenido_del_pack.X1.cantidad', null],
    ['rows.0.regalo', null],
  ])('shows the issue of %s under %s', (path, field) => {
    expect(packFieldOf(path)).toBe(field);
  });
});
