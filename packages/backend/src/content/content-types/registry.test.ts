import { formMessages, LANGUAGES } from '@cellar/validation';
import { COUNTRIES, OPTION_STATES } from '@cellar/validation/catalogue';
import {
  HOME_SECTION_TYPES,
  LANDING_SECTION_TEMPLATES,
  siteMessages,
  ZONE_TYPES,
} from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { optionField } from '../../catalogue/producto';
import {
  behaviors,
  contentTypes,
  derivedFields,
  getBehavior,
  getContentType,
  SEO_BEHAVIOR,
  titleOf,
  validateObject,
} from './index';
import type { ContentTypeDef } from './types';

const type = (name: string) => getContentType(name) as ContentTypeDef;

describe('content type registry', () => {
  it('keys every type and behaviour by its name', () => {
    for (const [name, def] of contentTypes) expect(def.name).toBe(name);
    for (const [name, def] of behaviors) expect(def.name).toBe(name);
  });

  it('names only registered types in allowedTypes, and only folders allow children', () => {
    for (const def of contentTypes.values()) {
      for (const allowed of def.allowedTypes ?? []) expect(contentTypes.has(allowed), allowed).toBe(true);
      if (!def.folderish) expect(def.allowedTypes ?? [], def.name).toEqual([]);
    }
  });

  it('names only registered behaviours, a title field and an indexed sort field that exist', () => {
    for (const def of contentTypes.values()) {
      for (const behavior of def.behaviors) expect(getBehavior(behavior), behavior).toBeDefined();
      expect(def.fields[def.titleField ?? 'title'], `${def.name} title`).toBeDefined();
      if (def.childrenSort) {
        const [child] = def.allowedTypes ?? [];
        expect(type(child as string).fields[def.childrenSort.field]?.index).toBe('date');
      }
    }
  });

  it('restricts the sidebar folders to what they hold', () => {
    expect(type('Container').allowedTypes).toEqual(expect.arrayContaining(['BodegasFolder', 'Promos']));
    expect(type('BodegasFolder').allowedTypes).toEqual(['Bodega']);
    expect(type('Bodega').allowedTypes).toEqual(['Producto']);
    expect(type('PacksFolder').allowedTypes).toEqual(['Producto']);
    expect(type('ComplementosFolder').allowedTypes).toEqual(['Producto']);
    expect(type('TagsFolder').allowedTypes).toEqual(['TagType']);
    expect(type('TagType').allowedTypes).toEqual(['Tag']);
    expect(type('ZonaGeo').allowedTypes).toEqual(['ZonaGeo']);
    expect(type('NewslettersFolder').childrenSort).toEqual({ field: 'efective_date', order: 'desc' });
    expect(type('HomeFolder').childrenSort).toEqual({ field: 'date_start', order: 'desc' });
  });

  it('gives the catalogue types their static behaviours', () => {
    expect(type('Bodega').behaviors).toEqual([
      SEO_BEHAVIOR,
      'api.behaviors.content_review.IContenidosRevisadosBehavior',
    ]);
    expect(type('Producto').behaviors).toEqual(type('Bodega').behaviors);
    for (const name of ['Landing', 'Tag', 'ZonaGeo']) expect(type(name).behaviors).toEqual([SEO_BEHAVIOR]);
  });

  it('takes choice options from the validation package', () => {
    expect(type('ZonaGeo').fields.tipo?.options).toBe(ZONE_TYPES);
    expect(optionField.fields?.estado?.options).toBe(OPTION_STATES);
    expect(type('Home').fields.sections?.items?.fields?.key?.options).toBe(HOME_SECTION_TYPES);
    expect(type('Landing').fields.sections?.items?.fields?.template?.options).toBe(LANDING_SECTION_TEMPLATES);
  });

  it('indexes the fields search filters and sorts on', () => {
    const indexed = (name: string, field: string) => type(name).fields[field]?.index;
    expect(indexed('Bodega', 'nombre')).toBe('text');
    expect(indexed('Bodega', 'internal_id')).toBe('keyword');
    expect(indexed('Bodega', 'id_pais')).toBe('keyword');
    expect(indexed('Producto', 'tipo')).toBe('keyword');
    expect(indexed('Producto', 'referencia_pack')).toBe('keyword');
    expect(indexed('Producto', 'referencias')).toBe('keyword');
    expect(indexed('Newsletter', 'status')).toBe('keyword');
    expect(indexed('Newsletter', 'schedule_at')).toBe('date');
    expect(indexed('Home', 'date_end')).toBe('date');
    expect(indexed('Landing', 'template')).toBe('keyword');
    expect(indexed('Landing', 'slug')).toBe('keyword');
    expect(indexed('Tag', 'type')).toBe('keyword');
    expect(indexed('ZonaGeo', 'tipo')).toBe('keyword');
  });
});

describe('validateObject', () => {
  const bodega = type('Bodega');
  const context = { id: 'vega-alta', path: '/bodegas/vega-alta' };
  const valid = {
    nombre: 'Vega Alta',
    internal_id: 'vega',
    id_pais: 'es',
    googlemap_url: 'https://maps.example/place/x/@41.6,-4.1,15z',
  };

  it('accepts a valid object', () => {
    expect(validateObject(bodega, valid, context)).toEqual([]);
  });

  it('reports kinds, options, lengths and missing required fields by path', () => {
    const issues = validateObject(bodega, { nombre: 3, internal_id: 'vegaalta', id_pais: 'xx' }, context, {
      partial: true,
    });
    expect(issues).toEqual([
      { path: 'nombre', message: formMessages.text('nombre') },
      { path: 'internal_id', message: formMessages.maxLength('internal id', 4) },
      { path: 'id_pais', message: formMessages.unknownValue('country', COUNTRIES) },
    ]);
    const producto = type('Producto');
    expect(validateObject(producto, {}, context).filter((issue) => issue.path === 'nombre')).toEqual([
      { path: 'nombre', message: formMessages.required('nombre') },
    ]);
  });

  it('lets a rule of the validation package answer for a path instead of the generic check', () => {
    const issues = validateObject(bodega, {}, context);
    expect(issues.filter((issue) => issue.path === 'nombre')).toEqual([
      { path: 'nombre', message: siteMessages.bodega.allFieldsRequired },
    ]);
    expect(issues.filter((issue) => issue.path === 'internal_id')).toEqual([
      { path: 'internal_id', message: siteMessages.bodega.internalIdMismatch('vega-alta', 'vega') },
    ]);
  });

  it('runs the rules of the validation package on whole objects only', () => {
    const issues = validateObject(bodega, { ...valid, internal_id: 'vegx', googlemap_url: 'nope' }, context);
    expect(issues.map((issue) => issue.path)).toEqual(['internal_id', 'googlemap_url']);
    expect(validateObject(bodega, { googlemap_url: 'nope' }, context, { partial: true })).toEqual([]);
  });

  it('checks behaviour values against the behaviour fields', () => {
    const issues = validateObject(
      bodega,
      { ...valid, [SEO_BEHAVIOR]: { seo_title: { xx: 'Hola' } } },
      context,
    );
    expect(issues).toEqual([
      { path: `${SEO_BEHAVIOR}.seo_title.xx`, message: formMessages.unknownValue('language', LANGUAGES) },
    ]);
  });

  it('flags unknown keys only when strict', () => {
    expect(validateObject(bodega, { ...valid, nombr: 'x' }, context)).toEqual([]);
    expect(validateObject(bodega, { ...valid, nombr: 'x' }, context, { strict: true })).toEqual([
      { path: 'nombr', message: 'Unknown field' },
    ]);
  });

  it('derives computed fields and titles', () => {
    const producto = type('Producto');
    const data = {
      nombre: 'Vega Alta Crianza',
      opciones: {
        'AB12345-cellar': { tienda: 'cellar', referencia: 'AB12345', estado: 'selling' },
        'AB12345-uk': { tienda: 'uk', referencia: 'AB12345', estado: 'notavailable' },
      },
    };
    expect(derivedFields(producto, data)).toEqual({
      referencias: ['AB12345'],
      estados: ['notavailable', 'selling'],
    });
    expect(titleOf(producto, data)).toBe('Vega Alta Crianza');
    expect(
      titleOf(type('ZonaGeo'), { nombre: Object.fromEntries(LANGUAGES.map((l) => [l, `R-${l}`])) }),
    ).toBe('R-es');
  });
});
