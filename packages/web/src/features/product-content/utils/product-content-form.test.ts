import { describe, expect, it } from 'vitest';
import {
  fromOption,
  newProductContentForm,
  productContentFieldOf,
  productContentInput,
  productContentRule,
} from './product-content-form';

const option = {
  id_producto: 'NV20001',
  grupo: 'vina-nueva-crianza',
  nombre: 'Viña Nueva Crianza 2019 (Edición Limitada)',
  id_tipo_producto: '/vi/tinto',
  tienda: 'cellar' as const,
  anyada: 2019,
  capacidad: '75',
  graduacion: 14,
  precio: 18.5,
};

describe('the create product content form', () => {
  it('fills in the option: stripped names, type, vintage, capacity, alcohol, reference', () => {
    const values = { ...newProductContentForm(), ...fromOption(option) };
    expect(values.nombres.fr).toEqual({
      nombre: 'Viña Nueva Crianza',
      nombre_corto: 'Viña Nueva Crianza',
      nombre_banner: 'Viña Nueva Crianza',
    });
    expect(values).toMatchObject({
      referencia: 'NV20001',
      tipo: '/vi/tinto',
      anyada: '2019',
      graduacion: '14',
    });
  });

  it('asks for the product, the type and the winery in the spec’s words', () => {
    const result = productContentRule(newProductContentForm());
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual([
      'Selecciona un producto',
      'Selecciona el tipo',
      'Selecciona una bodega',
    ]);
  });

  it('sends the deepest region of the tree and numbers as numbers', () => {
    const input = productContentInput({
      ...newProductContentForm(),
      pais: '/zonas/espana',
      zona: '/zonas/espana/rioja',
      anyada: '2019',
      graduacion: '13,5',
      grapes: [{ id: 'tem', porcentaje: '80' }],
    });
    expect(input).toMatchObject({ region: '/zonas/espana/rioja', anyada: 2019, graduacion: 13.5 });
    expect(input.uvas).toEqual([{ id: 'tem', porcentaje: 80 }]);
  });

  it('shows each issue at its field', () => {
    expect(productContentFieldOf('uvas.1.porcentaje')).toBe('grapes.1.porcentaje');
    expect(productContentFieldOf('nombres.de.nombre_corto')).toBe('nombres.de.nombre_corto');
    expect(productContentFieldOf('region')).toBe('pais');
    expect(productContentFieldOf('tipo')).toBe('tipo');
    expect(productContentFieldOf('elsewhere')).toBeNull();
  });
});
