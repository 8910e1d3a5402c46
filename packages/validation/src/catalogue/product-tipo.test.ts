import { describe, expect, it } from 'vitest';
import { productTipoIssues, tipoPrefixFor } from './product-tipo';

describe('the tipo of a product by its place', () => {
  it.each([
    ['/packs/', '/pk'],
    ['/packs', '/pk'],
    ['/packs/pack-navidad', '/pk'],
    ['/complementos/', '/co'],
    ['/complementos/saca', '/co'],
    ['/bodegas/vega/', undefined],
    ['/packsx/', undefined],
    ['/', undefined],
  ])('%s demands %s', (path, prefix) => {
    expect(tipoPrefixFor(path)).toBe(prefix);
  });
  it.each([
    ['', '/bodegas/vega', [{ path: 'tipo', message: 'Please input the type' }]],
    ['vi', '/bodegas/vega', [{ path: 'tipo', message: "The type must start with '/'" }]],
    ['/vi', '/packs/x', [{ path: 'tipo', message: 'The type must start with /pk' }]],
    ['/pk/caja', '/packs/x', []],
    ['/de/whisky', '/bodegas/vega', []],
  ])('%j at %s', (tipo, path, issues) => {
    expect(productTipoIssues(tipo, path)).toEqual(issues);
  });
});
