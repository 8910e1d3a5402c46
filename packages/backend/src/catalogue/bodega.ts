import type { Issue } from '@cellar/validation';
import { COUNTRIES, validateMapLinkField } from '@cellar/validation/catalogue';
import {
  bodegaInternalId,
  CONTENT_LIMITS,
  SITE_LIMITS,
  siteMessages,
  validateNewBodega,
} from '@cellar/validation/site';
import { CONTENT_REVIEW_BEHAVIOR } from '../content/content-types/content-review-behavior';
import { field } from '../content/content-types/field-builders';
import { SEO_BEHAVIOR } from '../content/content-types/seo-behavior';
import { answer } from '../content/content-types/type-rules';
import type { ContentTypeDef } from '../content/content-types/types';

/** The texts of the winery Edit tab's sections (catalogue-editors §2), for one language. */
const winerySections = field.object('Texts', {
  details: field.richtext('Winery details'),
  origins: field.richtext('Origins and history'),
  team: field.richtext('The team'),
  territory: field.richtext('Vineyards'),
  elaboration: field.richtext('Winemaking'),
  wines: field.richtext('The wines'),
  company: field.richtext('The company / group'),
});

/** Bodega (winery, site-content §3, catalogue-editors §3): a folder of its products. */
export const bodegaType: ContentTypeDef = {
  name: 'Bodega',
  title: 'Bodega',
  folderish: true,
  allowedTypes: ['Producto'],
  behaviors: [SEO_BEHAVIOR, CONTENT_REVIEW_BEHAVIOR],
  titleField: 'nombre',
  fields: {
    nombre: field.string('Nombre', { required: true, maxLength: CONTENT_LIMITS.bodegaName, index: 'text' }),
    internal_id: field.string('Internal id', {
      required: true,
      maxLength: SITE_LIMITS.internalWineryId,
      index: 'keyword',
      description: 'The first 4 characters of the id (slug) without hyphens.',
    }),
    id_pais: field.choice('Country', COUNTRIES, { required: true, index: 'keyword' }),
    direccion: field.string('Address', { maxLength: 300 }),
    codigo_postal: field.string('Postal code', { maxLength: 20 }),
    localidad: field.string('Town', { maxLength: 200, index: 'keyword' }),
    id_provincia: field.string('Province', { maxLength: 20, index: 'keyword' }),
    googlemap_url: field.string('Map link', {
      maxLength: 2000,
      description: "An absolute map URL containing '/@lat,lng,zoomz'.",
    }),
    location_map: field.file('Location map image', { description: 'Static map image of 600x400.' }),
    telefono: field.string('Phone', { maxLength: 40 }),
    email: field.string('Email', { maxLength: 200 }),
    web: field.string('Web', { maxLength: 500 }),
    localized_text: field.perLanguage('Texts per language', winerySections),
  },
  // New bodega: 'Todos los campos son necesarios'; id slugified, internal id derived from it.
  create: (body) =>
    answer(validateNewBodega({ ...body, id: body.id ?? '' }), (v) => ({
      id: v.id,
      internal_id: v.internal_id,
    })),
  validate(data, { id }) {
    const issues: Issue[] = [];
    const bodega = validateNewBodega({ ...data, id });
    if (!bodega.ok) issues.push(...bodega.issues.filter((issue) => issue.path !== 'id'));
    const expected = bodegaInternalId(id);
    if (data.internal_id !== expected)
      issues.push({ path: 'internal_id', message: siteMessages.bodega.internalIdMismatch(id, expected) });
    const map = validateMapLinkField(data.googlemap_url);
    if (!map.ok) issues.push(...map.issues);
    return { issues };
  },
};
