import { validateMenu } from '@cellar/validation/site';
import { field } from '../../content/content-types/field-builders';
import type { ContentTypeDef } from '../../content/content-types/types';

/**
 * A site menu (site-content §3: Menu: html), edited in an HTML editor; one per shop language under /menus/. The
 * editor sanitises the HTML with DOMPurify; the server refuses what the sanitiser would have removed
 * (`validateMenu`), as it has no sanitiser of its own.
 */
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
  validate(data) {
    if (data.html === undefined || data.html === null) return { issues: [] };
    const menu = validateMenu(data);
    return { issues: menu.ok ? [] : menu.issues };
  },
};
