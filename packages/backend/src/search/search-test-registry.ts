// The content types of the search and file tests (see `setSearchRegistry` and `createBackend({registry})`).
import type { BehaviorDef, ContentTypeDef } from '../content/content-types/types';

const folder = (name: string): ContentTypeDef => ({
  name,
  title: name,
  folderish: true,
  behaviors: [],
  fields: { title: { kind: 'string', title: 'Title', index: 'text' } },
});

export const TEST_TYPES: readonly ContentTypeDef[] = [
  folder('Container'),
  folder('Folder'),
  {
    name: 'Bodega',
    title: 'Bodega',
    folderish: true,
    behaviors: ['api.behaviors.seo.ISeoBehavior'],
    titleField: 'nombre',
    fields: {
      nombre: { kind: 'string', title: 'Nombre', index: 'text' },
      id_pais: { kind: 'string', title: 'Country', index: 'keyword' },
      internal_id: { kind: 'string', title: 'Internal id', index: 'keyword' },
      mapa: { kind: 'file', title: 'Map' },
    },
  },
  {
    name: 'Producto',
    title: 'Producto',
    folderish: false,
    behaviors: [],
    fields: {
      title: { kind: 'string', title: 'Title', index: 'text' },
      precio: { kind: 'number', title: 'Price', index: 'number' },
      labels: { kind: 'list', title: 'Labels', items: { kind: 'string', title: 'Label' }, index: 'keyword' },
      descripcion: { kind: 'i18n', title: 'Description', index: 'text' },
      publish_date: { kind: 'date', title: 'Publish date', index: 'date' },
      ficha: { kind: 'file', title: 'Ficha' },
    },
  },
  {
    name: 'Newsletter',
    title: 'Newsletter',
    folderish: false,
    behaviors: [],
    fields: {
      title: { kind: 'string', title: 'Title', index: 'text' },
      efective_date: { kind: 'datetime', title: 'Effective date', index: 'date' },
    },
  },
  {
    name: 'Home',
    title: 'Home',
    folderish: false,
    behaviors: [],
    fields: {
      title: { kind: 'string', title: 'Title', index: 'text' },
      date_start: { kind: 'datetime', title: 'From', index: 'date' },
    },
  },
];

export const TEST_BEHAVIORS: readonly BehaviorDef[] = [
  {
    name: 'api.behaviors.seo.ISeoBehavior',
    title: 'SEO',
    fields: {
      seo_title: { kind: 'i18n', title: 'SEO title', index: 'keyword' },
      og_image: { kind: 'file', title: 'Image' },
    },
  },
];

/** A ContentRegistry of the test types. */
export const testRegistry = () => {
  const contentTypes = new Map(TEST_TYPES.map((t) => [t.name, t]));
  const behaviors = new Map(TEST_BEHAVIORS.map((b) => [b.name, b]));
  return {
    contentTypes,
    behaviors,
    getContentType: (name: string) => contentTypes.get(name),
    getBehavior: (name: string) => behaviors.get(name),
  };
};
