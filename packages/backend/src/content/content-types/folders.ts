import { field } from './field-builders';
import type { ContentTypeDef } from './types';

const titleOnly = { title: field.string('Title', { maxLength: 200, index: 'text' }) } as const;

/** A folder that holds only the given types. */
const folder = (
  name: string,
  title: string,
  allowedTypes: readonly string[],
  extra: Partial<ContentTypeDef> = {},
): ContentTypeDef => ({
  name,
  title,
  folderish: true,
  allowedTypes,
  behaviors: [],
  titleField: 'title',
  fields: titleOnly,
  ...extra,
});

/** Sidebar folders (site-content §2.2) under the root, each restricted to what it lists. */
export const bodegasFolderType = folder('BodegasFolder', 'Products', ['Bodega']);
export const packsFolderType = folder('PacksFolder', 'Packs', ['Producto']);
export const complementosFolderType = folder('ComplementosFolder', 'Complementos', ['Producto']);
export const tagsFolderType = folder('TagsFolder', 'Grappes & Tags', ['TagType']);
export const zonasFolderType = folder('ZonasFolder', 'Regions', ['ZonaGeo']);
export const newslettersFolderType = folder('NewslettersFolder', 'Newsletter', ['Newsletter'], {
  childrenSort: { field: 'efective_date', order: 'desc' },
});
export const landingsFolderType = folder('LandingsFolder', 'Landings', ['Landing']);
export const homeFolderType = folder('HomeFolder', 'Home', ['Home'], {
  childrenSort: { field: 'date_start', order: 'desc' },
});
export const taxonomiesFolderType = folder('TaxonomiesFolder', 'Taxonomies', ['Taxonomy']);
export const menusFolderType = folder('MenusFolder', 'Menus', ['Menu']);

/** Every sidebar folder type, in the order of the fixture files. */
export const SIDEBAR_FOLDER_TYPES = [
  bodegasFolderType,
  homeFolderType,
  landingsFolderType,
  packsFolderType,
  tagsFolderType,
  zonasFolderType,
  newslettersFolderType,
  complementosFolderType,
  taxonomiesFolderType,
  menusFolderType,
] as const;

/** The root container: holds the sidebar folders, the Promos object and plain folders. */
export const containerType: ContentTypeDef = {
  name: 'Container',
  title: 'Container',
  folderish: true,
  allowedTypes: [...SIDEBAR_FOLDER_TYPES.map((type) => type.name), 'Promos', 'Folder'],
  behaviors: [],
  titleField: 'title',
  fields: titleOnly,
};

/** A plain folder that takes any type. */
export const folderType: ContentTypeDef = {
  name: 'Folder',
  title: 'Folder',
  folderish: true,
  behaviors: [],
  titleField: 'title',
  fields: titleOnly,
};
