import type { Issue } from '@cellar/validation';
import { LANGUAGES } from '@cellar/validation';
import {
  BANNER_THEMES,
  BUTTON_THEMES,
  HOME_FILTERS,
  HOME_SECTION_TYPES,
  HOME_WIDTHS,
  SITE_LIMITS,
  validateHome,
  validateHomeRange,
  validateNewHome,
} from '@cellar/validation/site';
import { field } from '../../content/content-types/field-builders';
import { answer } from '../../content/content-types/type-rules';
import type { ContentTypeDef } from '../../content/content-types/types';

/** One section of a home (site-content §3); texts are maps by language, shown for `for_langs`. */
export const homeSectionField = field.object('Section', {
  id: field.string('Id', { required: true }),
  key: field.choice('Section type', HOME_SECTION_TYPES, { required: true }),
  hidden: field.boolean('Hidden', { default: false }),
  for_langs: field.list('Languages', field.choice('Language', LANGUAGES)),
  title: field.i18n('Title'),
  subtitle: field.i18n('Subtitle'),
  buttonText: field.i18n('Button text'),
  buttonLink: field.i18n('Button link'),
  html: field.i18n('Html'),
  image: field.string('Image'),
  images: field.list(
    'Images',
    field.object('Image', {
      src: field.string('Image', { required: true }),
      alt: field.i18n('Alt text'),
      link: field.i18n('Link'),
    }),
  ),
  theme: field.choice('Theme', BANNER_THEMES),
  textBanner: field.i18n('Banner text'),
  textBigger: field.boolean('Bigger text'),
  buttonTheme: field.choice('Button theme', BUTTON_THEMES),
  filter: field.choice('Filter', HOME_FILTERS),
  imageRepeat: field.boolean('Repeat image'),
  imageCover: field.boolean('Cover'),
  removePadding: field.boolean('Remove padding'),
  widthSize: field.choice('Width', HOME_WIDTHS),
  height: field.integer('Height', { minimum: 0 }),
  query: field.object('Query', { groups: field.list('Groups', field.string('Group id')) }),
  reference: field.list('Products', field.string('Reference')),
  discount: field.number('Discount', {
    minimum: SITE_LIMITS.discount.min,
    maximum: SITE_LIMITS.discount.max,
  }),
  discount_text: field.i18n('Discount text'),
  is_same_offer_for_all_products: field.boolean('Same offer for all products'),
  text_banner: field.i18n('Text banner'),
  link: field.i18n('Link'),
  type: field.string('Type'),
  bgColor: field.string('Background colour', {
    description: '#RRGGBB; the colour rule of the validation package checks it.',
  }),
});

/** Home content of a date range (site-content §2.4, §3); the /home/ folder lists them by date_start desc. */
export const homeType: ContentTypeDef = {
  name: 'Home',
  title: 'Home',
  folderish: false,
  allowedTypes: [],
  behaviors: [],
  titleField: 'home_name',
  fields: {
    home_name: field.string('Name', { maxLength: 200, index: 'text' }),
    date_start: field.datetime('From (00:00h)', { required: true, index: 'date' }),
    date_end: field.datetime('To (23:59h)', { required: true, index: 'date' }),
    sections: field.list('Sections', homeSectionField),
  },
  // New home: end date after start.
  create: (body) => answer(validateNewHome(body), () => ({})),
  patch: (merged, patch) =>
    'date_start' in patch || 'date_end' in patch
      ? answer(validateHomeRange(merged), () => ({}))
      : { issues: [] },
  validate(data) {
    const home = validateHome(data);
    return { issues: home.ok ? [] : (home.issues satisfies Issue[]) };
  },
};
