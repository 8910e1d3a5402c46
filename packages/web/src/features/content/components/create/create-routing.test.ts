import { HttpError } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { serverIssues } from '@/lib/server-issues';
import {
  addLabelFor,
  formKindFor,
  issuesToFieldErrors,
  pathAfterCreate,
  unplacedErrors,
} from './create-routing';
import { tagFailureMessage, tagTypeOfFolder } from './forms/tag-form';

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

describe('server issues', () => {
  const invalid = new HttpError(400, {
    message: 'Invalid content',
    type: 'ValidationError',
    details: [
      { path: 'id_pais', message: 'Todos los campos son necesarios' },
      { path: 'nombre', message: 'Todos los campos son necesarios' },
      { path: 'nombre', message: 'Todos los campos son necesarios' },
      { path: 'weird', message: 'Something else' },
      { nope: true },
    ],
  });

  it('reads the details of a 400 and groups them by field, without repeats', () => {
    const errors = issuesToFieldErrors(serverIssues(invalid));
    expect(errors).toEqual({
      id_pais: ['Todos los campos son necesarios'],
      nombre: ['Todos los campos son necesarios'],
      weird: ['Something else'],
    });
    expect(unplacedErrors(errors, ['id_pais', 'nombre'])).toEqual(['Something else']);
  });

  it("renames the server's field names to the form's", () => {
    expect(issuesToFieldErrors(serverIssues(invalid, { nombre: 'name' }))).toEqual({
      id_pais: ['Todos los campos son necesarios'],
      name: ['Todos los campos son necesarios'],
      weird: ['Something else'],
    });
  });

  it('has no details for other errors', () => {
    expect(serverIssues(new HttpError(409, { message: 'exists', type: 'Conflict' }))).toEqual([]);
    expect(serverIssues(new Error('boom'))).toEqual([]);
  });
});

describe('tag creation failures (§8)', () => {
  it('says the id exists on 409', () => {
    expect(tagFailureMessage(new HttpError(409, { message: 'Conflict', type: 'Conflict' }))).toBe(
      'An error has ocurred: This ID already exists',
    );
  });
  it('shows the server message, or the status when there is none', () => {
    expect(tagFailureMessage(new HttpError(500, { message: 'Database is locked', type: 'Error' }))).toBe(
      'Server Error: Database is locked',
    );
    expect(tagFailureMessage(new HttpError(502, { message: '', type: 'HttpError' }))).toBe(
      'Server Error: 502',
    );
  });
  it('reads the tag type from the folder', () => {
    expect(tagTypeOfFolder('/tags/uva/')).toBe('uva');
    expect(tagTypeOfFolder('/tags/')).toBe('');
    expect(tagTypeOfFolder('/zonas/espana/')).toBe('');
  });
});
