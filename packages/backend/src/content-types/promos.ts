import type { Issue } from '@cellar/validation';
import { PROMO_DEFAULTS, validatePromos } from '@cellar/validation/site';
import { field } from './field-builders';
import type { ContentTypeDef } from './types';

/** One site-wide promo banner (site-content §2.9, §3). */
export const promoField = field.object('Promo', {
  id: field.string('Id', { required: true }),
  date_start: field.datetime('Start'),
  date_end: field.datetime('End', { description: '23:59:59 Madrid time of the end day.' }),
  bg_color: field.string('Background colour', { maxLength: 7, default: PROMO_DEFAULTS.bg_color }),
  text: field.i18n('Text'),
  link: field.i18n('Link'),
  display_countdown: field.boolean('Display countdown', { default: PROMO_DEFAULTS.display_countdown }),
  isNew: field.boolean('New'),
});

/** The /promos/ object: the list of promos its Content tab edits. */
export const promosType: ContentTypeDef = {
  name: 'Promos',
  title: 'Promos',
  folderish: false,
  allowedTypes: [],
  behaviors: [],
  titleField: 'title',
  fields: {
    title: field.string('Title', { maxLength: 200, index: 'text' }),
    promos: field.list('Promos', promoField),
  },
  validate(data) {
    const promos = validatePromos(data.promos ?? []);
    return promos.ok ? [] : (promos.issues satisfies Issue[]);
  },
};
