import type { Issue } from '@cellar/validation';
import {
  DEFAULT_ZONE_TYPE,
  RATING_CODES,
  RATINGS,
  SITE_LIMITS,
  validateClassifications,
  validateEmblematicWineries,
  validateNewZone,
  ZONE_IMAGE_FIELDS,
  ZONE_TYPES,
} from '@cellar/validation/site';
import { field } from '../../content/content-types/field-builders';
import { SEO_BEHAVIOR } from '../../content/content-types/seo-behavior';
import { submenuField, submenuIssues } from '../../content/content-types/submenu-field';
import { answer } from '../../content/content-types/type-rules';
import type { ContentTypeDef } from '../../content/content-types/types';

const ratings = RATING_CODES.map((code) => `${code} ${RATINGS[code]}`).join(', ');

/** Region (site-content §3): zones nest (country → region → sub-zone). */
export const zonaGeoType: ContentTypeDef = {
  name: 'ZonaGeo',
  title: 'ZonaGeo',
  folderish: true,
  allowedTypes: ['ZonaGeo'],
  behaviors: [SEO_BEHAVIOR],
  titleField: 'nombre',
  fields: {
    old_id: field.integer('Old id', { minimum: 0, index: 'number' }),
    tipo: field.choice('Zone type', ZONE_TYPES, { default: DEFAULT_ZONE_TYPE, index: 'keyword' }),
    nombre: field.i18n('Nombre', { required: true, maxLength: 200, index: 'text' }),
    comentario: field.i18n('Comment'),
    consejo_regulador: field.object('Regulating council', {
      direccion: field.string('Address', { maxLength: 300 }),
      codigo_postal: field.string('Postal code', { maxLength: 20 }),
      localidad: field.string('Town', { maxLength: 200 }),
      telefono: field.string('Phone', { maxLength: 40 }),
      email: field.string('Email', { maxLength: 200 }),
      web: field.string('Web', { maxLength: 500 }),
      anyo_fundacion: field.integer('Year founded', { minimum: 0, maximum: 3999 }),
      num_elaboradores: field.integer('Number of producers', { minimum: 0 }),
      superficie: field.number('Area (ha)', { minimum: 0 }),
    }),
    bodegas_emblematicas: field.list('Emblematic wineries', field.string('Bodega id'), { index: 'keyword' }),
    clasificaciones_anyada: field.map(
      'Vintage classifications',
      field.integer('Rating', { minimum: 1, maximum: 5, options: RATING_CODES.map(String) }),
      {
        description: `Year (${SITE_LIMITS.classificationYear.min}-${SITE_LIMITS.classificationYear.max}) to rating: ${ratings}.`,
      },
    ),
    ...Object.fromEntries(ZONE_IMAGE_FIELDS.map((name) => [name, field.file(name)])),
    submenu: submenuField,
  },
  // New zone: 'Id y Nombre requeridos'; tipo defaults to 'do'.
  create: (body) => answer(validateNewZone(body), (v) => ({ id: v.id, tipo: v.tipo })),
  validate(data, { id }) {
    const issues: Issue[] = [];
    const zone = validateNewZone({ ...data, id });
    if (!zone.ok) issues.push(...zone.issues);
    const classifications = validateClassifications(data.clasificaciones_anyada);
    if (!classifications.ok) issues.push(...classifications.issues);
    const wineries = validateEmblematicWineries(data.bodegas_emblematicas);
    if (!wineries.ok) issues.push(...wineries.issues);
    issues.push(...submenuIssues(data));
    return { issues };
  },
};
