import type { Issue } from '@cellar/validation';
import { validateTaxonomy } from '@cellar/validation/site';
import { field } from '../../content/content-types/field-builders';
import type { ContentTypeDef, FieldDef } from '../../content/content-types/types';

/**
 * A taxonomy node (site-content §3): id, name per language, children, and for the product-category taxonomy
 * a url per language. Nodes nest to any depth; below the third level `children` is described as free JSON
 * (a definition cannot refer to itself) and checked by the taxonomy rule of the validation package.
 */
const node = (children: FieldDef): FieldDef =>
  field.object('Node', {
    id: field.string('Id', { required: true }),
    name: field.i18n('Name', { required: true }),
    url: field.i18n('Url', { description: 'Product-category taxonomy only.' }),
    children,
  });

const leafChildren = field.list('Children', field.json('Node'));
export const taxonomyNodeField = node(
  field.list('Children', node(field.list('Children', node(leafChildren)))),
);

export const taxonomyType: ContentTypeDef = {
  name: 'Taxonomy',
  title: 'Taxonomy',
  folderish: false,
  allowedTypes: [],
  behaviors: [],
  titleField: 'title',
  fields: {
    title: field.i18n('Title', { maxLength: 200, index: 'text' }),
    children: field.list('Children', taxonomyNodeField),
  },
  validate(data) {
    const tree = validateTaxonomy(data.children ?? []);
    return { issues: tree.ok ? [] : (tree.issues satisfies Issue[]) };
  },
};
