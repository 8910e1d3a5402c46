import { describe, expect, it } from 'vitest';
import { addLabelFor, formKindFor, pathAfterCreate } from './create-routing';

describe('pathAfterCreate (§2.3)', () => {
  it('sends a landing to /landings/{id}/ and a newsletter to /newsletters/{id}/', () => {
    expect(pathAfterCreate('landing', '/landings/blog/', 'vinos-de-verano')).toBe(
      '/landings/vinos-de-verano/',
    );
    expect(pathAfterCreate('newsletter', '/newsletters/', '7_03_25_spring')).toBe(
      '/newsletters/7_03_25_spring/',
    );
  });
  it('sends a bodega and a tag to their own path', () => {
    expect(pathAfterCreate('bodega', '/bodegas/', 'vega-sicilia')).toBe('/bodegas/vega-sicilia/');
    expect(pathAfterCreate('tag', '/tags/uva/', 'tem')).toBe('/tags/uva/tem/');
  });
  it('sends anything else to its new path', () => {
    expect(pathAfterCreate('pack', '/packs', 'pack-navidad')).toBe('/packs/pack-navidad/');
    expect(pathAfterCreate('zona-geo', '/zonas/espana/', 'rioja')).toBe('/zonas/espana/rioja/');
    expect(pathAfterCreate('generic', '/', 'folder')).toBe('/folder/');
  });
});

describe('formKindFor', () => {
  it.each([
    ['Bodega', '/bodegas/', 'bodega'],
    ['Home', '/home/', 'home'],
    ['Landing', '/landings/', 'landing'],
    ['Producto', '/bodegas/vega-sicilia/', 'producto'],
    ['Producto', '/complementos/', 'producto'],
    ['Producto', '/packs/', 'pack'],
    ['Newsletter', '/newsletters/', 'newsletter'],
    ['Tag', '/tags/uva/', 'tag'],
    ['ZonaGeo', '/zonas/', 'zona-geo'],
    ['TagType', '/tags/', 'generic'],
    ['Folder', '/', 'generic'],
  ])('%s in %s opens the %s form', (type, parent, kind) => {
    expect(formKindFor(type, parent)).toBe(kind);
  });
  it('names a Producto under /packs/ a Pack in the Add menu', () => {
    expect(addLabelFor('Producto', '/packs/')).toBe('Pack');
    expect(addLabelFor('Producto', '/bodegas/x/')).toBe('Producto');
  });
});
