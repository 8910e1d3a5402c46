// A small registry for the content tests, independent of the real one in content-types/ but for the creation and
// PATCH rules: a type named as a real one runs that type's `create` and `patch`, so the store's tests check the
// spec's wording on small types.
import { ZONE_TYPES } from '@cellar/validation/site';
import { bodegaType } from '../catalogue/bodega';
import { productoType } from '../catalogue/producto';
import { newsletterType } from '../newsletters/newsletter';
import { homeType } from '../site/home/home';
import { zonaGeoType } from '../site/region/zona-geo';
import { tagType } from '../site/tag/tag';
import type { ContentRegistry } from './content-fields';
import type { BehaviorDef, ContentTypeDef } from './content-types/types';

export const SEO = 'api.behaviors.seo.ISeoBehavior';
export const REVIEW = 'api.behaviors.content_review.IContenidosRevisadosBehavior';

const behaviors: BehaviorDef[] = [
  {
    name: SEO,
    title: 'SEO',
    fields: {
      seo_title: { kind: 'i18n', title: 'SEO title', maxLength: 70 },
      seo_description: { kind: 'i18n', title: 'SEO description' },
      seo_h1: { kind: 'i18n', title: 'H1' },
    },
  },
  {
    name: REVIEW,
    title: 'Content review',
    fields: { contendidos_revisados: { kind: 'object', title: 'Reviewed contents' } },
  },
];

const title = { kind: 'string', title: 'Title', index: 'text' } as const;

/** The creation and PATCH rules of a real type. */
const rulesOf = ({ create, patch }: ContentTypeDef): Pick<ContentTypeDef, 'create' | 'patch'> => ({
  create,
  patch,
});

const types: ContentTypeDef[] = [
  { name: 'Container', title: 'Container', folderish: true, behaviors: [], fields: { title } },
  { name: 'Folder', title: 'Folder', folderish: true, behaviors: [], fields: { title } },
  {
    name: 'Bodega',
    title: 'Bodega',
    folderish: true,
    allowedTypes: ['Producto'],
    behaviors: [SEO, REVIEW],
    titleField: 'nombre',
    ...rulesOf(bodegaType),
    fields: {
      nombre: { kind: 'string', title: 'Nombre', required: true, maxLength: 100, index: 'keyword' },
      internal_id: { kind: 'string', title: 'Internal id', index: 'keyword' },
      id_pais: { kind: 'choice', title: 'País', options: ['ES', 'FR', 'IT', 'PT'], index: 'keyword' },
      direccion: { kind: 'text', title: 'Dirección' },
    },
  },
  {
    name: 'Producto',
    title: 'Producto',
    folderish: false,
    behaviors: [SEO],
    titleField: 'nombre',
    ...rulesOf(productoType),
    fields: {
      nombre: { kind: 'string', title: 'Nombre', required: true, index: 'text' },
      tipo: { kind: 'choice', title: 'Tipo', options: ['/vi', '/pk', '/co'], default: '/vi' },
      anyada: { kind: 'integer', title: 'Añada', minimum: 0, maximum: 3999, index: 'number' },
      graduacion: { kind: 'number', title: 'Graduación', minimum: 0 },
      activo: { kind: 'boolean', title: 'Activo' },
      fecha: { kind: 'date', title: 'Fecha' },
      publicado: { kind: 'datetime', title: 'Publicado' },
      etiquetas: { kind: 'list', title: 'Etiquetas', items: { kind: 'string', title: 'Etiqueta' } },
      nombres: { kind: 'i18n', title: 'Nombres' },
      opciones: { kind: 'object', title: 'Opciones' },
      imagen: { kind: 'file', title: 'Imagen' },
      calculado: { kind: 'string', title: 'Calculado', readonly: true },
    },
  },
  {
    name: 'NewsletterFolder',
    title: 'Newsletters',
    folderish: true,
    allowedTypes: ['Newsletter'],
    behaviors: [],
    childrenSort: { field: 'efective_date', order: 'desc' },
    fields: { title },
  },
  {
    name: 'Newsletter',
    title: 'Newsletter',
    folderish: false,
    behaviors: [],
    ...rulesOf(newsletterType),
    fields: { title, efective_date: { kind: 'datetime', title: 'Efective date', index: 'date' } },
  },
  {
    name: 'Tag',
    title: 'Tag',
    folderish: false,
    behaviors: [SEO],
    titleField: 'localized_text',
    ...rulesOf(tagType),
    fields: {
      type: { kind: 'string', title: 'Type' },
      localized_text: { kind: 'i18n', title: 'Text' },
      slug: { kind: 'i18n', title: 'Slug' },
      comentario: { kind: 'i18n', title: 'Comentario' },
    },
  },
  {
    name: 'ZonaGeo',
    title: 'ZonaGeo',
    folderish: true,
    behaviors: [],
    titleField: 'nombre',
    ...rulesOf(zonaGeoType),
    fields: {
      tipo: { kind: 'choice', title: 'Tipo', options: ZONE_TYPES },
      nombre: { kind: 'i18n', title: 'Nombre' },
    },
  },
  {
    name: 'Home',
    title: 'Home',
    folderish: false,
    behaviors: [],
    ...rulesOf(homeType),
    fields: {
      home_name: { kind: 'string', title: 'Name' },
      date_start: { kind: 'datetime', title: 'Start' },
      date_end: { kind: 'datetime', title: 'End' },
      sections: { kind: 'list', title: 'Sections', items: { kind: 'object', title: 'Section' } },
    },
  },
];

export const testRegistry: ContentRegistry = {
  contentTypes: new Map(types.map((t) => [t.name, t])),
  behaviors: new Map(behaviors.map((b) => [b.name, b])),
};
