import { SEO_BEHAVIOR } from '@cellar/validation/catalogue';
import { field } from './field-builders';
import type { BehaviorDef } from './types';

export { SEO_BEHAVIOR } from '@cellar/validation/catalogue';

/** SEO tab (catalogue-editors §3): title, description and H1 for each language. */
export const seoBehavior: BehaviorDef = {
  name: SEO_BEHAVIOR,
  title: 'SEO',
  fields: {
    seo_title: field.i18n('Title'),
    seo_description: field.i18n('Description'),
    seo_h1: field.i18n('H1'),
  },
};
