import { COUNTRIES } from '@cellar/validation/catalogue';
import { NEWSLETTER_STATUSES, RATING_CODES, ZONE_TYPES } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { CONTENT_REVIEW_BEHAVIOR, contentTypes, getContentType, SEO_BEHAVIOR, typeSchema } from './index';
import type { ContentTypeDef } from './types';

const schemaOf = (name: string) => typeSchema(getContentType(name) as ContentTypeDef);

describe('typeSchema', () => {
  it('answers the TypeSchema shape: title, type object, properties and required', () => {
    const schema = schemaOf('Bodega');
    expect(schema.title).toBe('Bodega');
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['nombre', 'internal_id', 'id_pais']);
    expect(schema.properties.nombre).toMatchObject({ type: 'string', title: 'Nombre', maxLength: 200 });
    expect(schema.properties.internal_id).toMatchObject({ type: 'string', maxLength: 4 });
  });

  it('gives choices an enum taken from the validation constants', () => {
    expect(schemaOf('Bodega').properties.id_pais).toMatchObject({ type: 'string', enum: COUNTRIES });
    expect(schemaOf('Newsletter').properties.status).toMatchObject({
      enum: NEWSLETTER_STATUSES,
      default: 'draft',
    });
    expect(schemaOf('ZonaGeo').properties.tipo).toMatchObject({ enum: ZONE_TYPES, default: 'do' });
  });

  it('describes maps, lists, nested objects, dates and i18n fields', () => {
    const zone = schemaOf('ZonaGeo').properties;
    expect(zone.clasificaciones_anyada).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'integer', minimum: 1, maximum: 5, enum: [...RATING_CODES] },
    });
    expect(zone.nombre).toMatchObject({ type: 'object', widget: 'i18n', additionalProperties: false });
    expect(Object.keys(zone.nombre?.properties ?? {})).toEqual(['es', 'it', 'fr', 'de', 'en']);
    expect(zone.consejo_regulador?.properties?.anyo_fundacion).toMatchObject({ type: 'integer' });
    const newsletter = schemaOf('Newsletter').properties;
    expect(newsletter.efective_date).toMatchObject({ type: 'string', format: 'date-time' });
    expect(newsletter.contenido).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(newsletter.contenido?.items?.required).toEqual(['id', 'id_tipo']);
    expect(schemaOf('Landing').properties.publish_date).toMatchObject({ type: 'string', format: 'date' });
    expect(schemaOf('Producto').properties.descuento_del_pack).toMatchObject({ minimum: 0, maximum: 1 });
  });

  it('adds each static behaviour as an object under its dotted name', () => {
    const product = schemaOf('Producto').properties;
    expect(product[SEO_BEHAVIOR]).toMatchObject({ type: 'object', title: 'SEO' });
    expect(Object.keys(product[SEO_BEHAVIOR]?.properties ?? {})).toEqual([
      'seo_title',
      'seo_description',
      'seo_h1',
    ]);
    expect(product[CONTENT_REVIEW_BEHAVIOR]?.properties?.contendidos_revisados?.properties?.es).toMatchObject(
      {
        type: 'object',
        properties: { reviewed: { type: 'boolean' }, date: { format: 'date-time' } },
      },
    );
    expect(schemaOf('Newsletter').properties[SEO_BEHAVIOR]).toBeUndefined();
  });

  it('marks computed and file fields read-only', () => {
    const product = schemaOf('Producto').properties;
    expect(product.referencias).toMatchObject({ type: 'array', readOnly: true });
    expect(product.pack_image).toMatchObject({ widget: 'file', readOnly: true });
  });

  it('answers plain JSON for every type (no functions leak from the definitions)', () => {
    for (const def of contentTypes.values()) {
      const schema = typeSchema(def);
      expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    }
  });
});
