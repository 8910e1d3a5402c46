import type { Issue } from '@cellar/validation';
import { PROMO_DEFAULTS, type Promo, validatePromos } from '@cellar/validation/site';
import { field } from '../../content/content-types/field-builders';
import type { ContentTypeDef } from '../../content/content-types/types';

/** One site-wide promo banner (site-content §2.9, §3). */
export const promoField = field.object('Promo', {
  id: field.string('Id', { required: true }),
  date_start: field.datetime('Start'),
  date_end: field.datetime('End', { description: '23:59:59 Madrid time of the end day.' }),
  bg_color: field.string('Background colour', {
    default: PROMO_DEFAULTS.bg_color,
    description: '#RRGGBB; the colour rule of the validation package checks it.',
  }),
  text: field.i18n('Text'),
  link: field.i18n('Link'),
  display_countdown: field.boolean('Display countdown', { default: PROMO_DEFAULTS.display_countdown }),
  isNew: field.boolean('New'),
});

/** A promo as stored: an unset date is absent (as a PATCH's null removes it), not null. */
const withoutNullDates = (promo: Promo): Record<string, unknown> =>
  Object.fromEntries(Object.entries(promo).filter(([, value]) => value !== null));

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
  // The rule's promos are stored: end date at 23:59:59 Madrid, links with their leading '/', defaults set.
  validate(data) {
    const promos = validatePromos(data.promos ?? []);
    if (!promos.ok) return { issues: promos.issues satisfies Issue[] };
    return { issues: [], values: { promos: promos.value.map(withoutNullDates) } };
  },
};
