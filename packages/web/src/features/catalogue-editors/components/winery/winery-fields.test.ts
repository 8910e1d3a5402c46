import type { Resource } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { sectionOf, textFieldName, wineryFormValues, wineryPatch, wineryTextFields } from './winery-fields';

const winery = {
  '@type': 'Bodega',
  nombre: 'Bodega X',
  localized_text: { es: { details: '<p>Hola</p>', team: 'Equipo' }, en: { details: 'Hello' } },
} as unknown as Resource;

describe('winery form fields', () => {
  it('reads each text per language as a field, empty when missing', () => {
    const values = wineryFormValues(winery);
    expect(values[textFieldName('es', 'details')]).toBe('<p>Hola</p>');
    expect(values[textFieldName('en', 'details')]).toBe('Hello');
    expect(values[textFieldName('fr', 'origins')]).toBe('');
    expect(values.nombre).toBe('Bodega X');
  });

  it('titles the texts by section label and language and knows their section', () => {
    const fields = wineryTextFields();
    expect(fields).toHaveLength(7 * 5);
    expect(fields.find((f) => f.name === textFieldName('it', 'company'))?.title).toBe(
      'The company / group (it)',
    );
    expect(sectionOf(textFieldName('de', 'wines'))).toBe('wines');
    expect(sectionOf('googlemap_url')).toBe('location');
    expect(sectionOf('telefono')).toBe('contact');
    expect(sectionOf('nombre')).toBe('details');
    expect(sectionOf('location_map')).toBeUndefined();
  });

  it('patches the changed texts into the stored localized_text, other fields as they are', () => {
    expect(
      wineryPatch(winery, {
        [textFieldName('es', 'details')]: '<p>Nuevo</p>',
        [textFieldName('fr', 'wines')]: 'Vins',
        telefono: '+34 1',
      }),
    ).toEqual({
      telefono: '+34 1',
      localized_text: {
        es: { details: '<p>Nuevo</p>', team: 'Equipo' },
        en: { details: 'Hello' },
        fr: { wines: 'Vins' },
      },
    });
    expect(wineryPatch(winery, { web: 'https://x.example/' })).toEqual({ web: 'https://x.example/' });
    // The stored object is left as it was.
    expect((winery.localized_text as Record<string, unknown>).fr).toBeUndefined();
  });
});
