import { describe, expect, it } from 'vitest';
import { issuesOf } from './test-support';
import {
  newClassificationRow,
  validateZoneEditor,
  type ZoneEditorValues,
  zoneEditorValues,
  zoneUpsertBody,
} from './zone-editor';

const STORED = {
  '@id': 'http://x/db/guillotina/zonas/espana/toro',
  '@type': 'ZonaGeo',
  '@name': 'toro',
  '@uid': 'u1',
  parent: { '@id': 'p' },
  is_folderish: true,
  creation_date: '2025-01-01T00:00:00Z',
  modification_date: '2025-01-02T00:00:00Z',
  items: [],
  length: 0,
  tipo: 'do',
  nombre: { es: 'Toro', en: 'Toro' },
  comentario: { es: '<p>Hola</p>' },
  consejo_regulador: { localidad: 'Toro', anyo_fundacion: 1987, superficie: 5.5 },
  bodegas_emblematicas: ['vina-toro-alto'],
  clasificaciones_anyada: { 2021: 4, 2015: 2 },
  img_bg: { filename: 'bg.png' },
  'api.behaviors.seo.ISeoBehavior': { seo_title: {} },
};

const values = (): ZoneEditorValues => zoneEditorValues(STORED);

describe('zoneEditorValues', () => {
  it('reads the council as text, classifications oldest first, every language of the comment', () => {
    const v = values();
    expect(v.consejo_regulador).toMatchObject({ localidad: 'Toro', anyo_fundacion: '1987', direccion: '' });
    expect(v.clasificaciones).toEqual([
      { year: '2015', rating: '2' },
      { year: '2021', rating: '4' },
    ]);
    expect(v.comentario).toEqual({ es: '<p>Hola</p>', en: '', fr: '', de: '', it: '' });
  });
});

describe('validateZoneEditor', () => {
  it('answers the fields to save, numbers as numbers', () => {
    const result = validateZoneEditor(values());
    expect(result.ok && result.value).toMatchObject({
      consejo_regulador: { localidad: 'Toro', anyo_fundacion: 1987, superficie: 5.5 },
      clasificaciones_anyada: { 2015: 2, 2021: 4 },
      bodegas_emblematicas: ['vina-toro-alto'],
    });
  });
  it.each([
    ['999', 'clasificaciones.2.year', 'Anyada tiene que ser un valor >1000 i <3000'],
    ['3001', 'clasificaciones.2.year', 'Anyada tiene que ser un valor >1000 i <3000'],
    ['', 'clasificaciones.2.year', 'Anyada tiene que ser un valor >1000 i <3000'],
    ['2015', 'clasificaciones.2.year', 'The year 2015 is classified twice'],
  ])('year %j: %s %s', (year, path, message) => {
    const v = values();
    v.clasificaciones.push({ ...newClassificationRow(), year });
    expect(issuesOf(validateZoneEditor(v))).toEqual([[path, message]]);
  });
  it('accepts the bounds 1000 and 3000', () => {
    const v = values();
    v.clasificaciones = [
      { year: '1000', rating: '1' },
      { year: '3000', rating: '5' },
    ];
    expect(validateZoneEditor(v).ok).toBe(true);
  });
  it('refuses a rating outside 1-5 at its row', () => {
    const v = values();
    v.clasificaciones = [{ year: '2000', rating: '6' }];
    expect(issuesOf(validateZoneEditor(v)).map(([path]) => path)).toEqual(['clasificaciones.0.rating']);
  });
  it("refuses a winery twice: 'La bodega ya existe'", () => {
    const v = values();
    v.bodegas_emblematicas.push('vina-toro-alto');
    expect(issuesOf(validateZoneEditor(v))).toEqual([['bodegas_emblematicas.1', 'La bodega ya existe']]);
  });
  it.each([
    ['anyo_fundacion', 'x', 'The year founded must be a number'],
    ['num_elaboradores', '2.5', 'The number of producers must be a whole number'],
    ['superficie', '-1', 'The area must be at least 0'],
    ['anyo_fundacion', '4000', 'The year founded must be at most 3999'],
  ] as const)('council %s %j', (name, text, message) => {
    const v = values();
    v.consejo_regulador[name] = text;
    expect(issuesOf(validateZoneEditor(v))).toEqual([[`consejo_regulador.${name}`, message]]);
  });
});

describe('zoneUpsertBody', () => {
  it('sends the fields except system ones, behaviours and images, with the id', () => {
    const result = validateZoneEditor(values());
    if (!result.ok) throw new Error('invalid');
    const body = zoneUpsertBody(STORED, result.value);
    expect(Object.keys(body).sort()).toEqual(
      [
        'bodegas_emblematicas',
        'clasificaciones_anyada',
        'comentario',
        'consejo_regulador',
        'id',
        'nombre',
        'tipo',
      ].sort(),
    );
    expect(body.id).toBe('toro');
  });
});
