import { field } from './field-builders';
import type { ContentTypeDef } from './types';

/** A site menu (site-content §3: Menu: html), edited in an HTML editor; one per shop language under /menus/. */
export const menuType: ContentTypeDef = {
  name: 'Menu',
  title: 'Menu',
  folderish: false,
  allowedTypes: [],
  behaviors: [],
  titleField: 'title',
  fields: {
    title: field.string('Title', { maxLength: 200, index: 'text' }),
    html: field.richtext('Html'),
  },
};
