import { LANGUAGES } from '@cellar/validation';
import { CONTENT_REVIEW_BEHAVIOR } from '@cellar/validation/catalogue';
import { field } from './field-builders';
import type { BehaviorDef } from './types';

export { CONTENT_REVIEW_BEHAVIOR } from '@cellar/validation/catalogue';

/** One language's review mark (catalogue-editors §3, §4: changing it stamps date and author). */
const reviewEntry = field.object('Review', {
  date: field.datetime('Date'),
  author: field.string('Author'),
  description: field.text('Description'),
  reviewed: field.boolean('Reviewed', { default: false }),
});

/** ContentReview tab: a Reviewed / No reviewed toggle plus a description for each language. */
export const contentReviewBehavior: BehaviorDef = {
  name: CONTENT_REVIEW_BEHAVIOR,
  title: 'Content review',
  fields: {
    contendidos_revisados: field.object(
      'Content reviewed',
      Object.fromEntries(LANGUAGES.map((language) => [language, reviewEntry])),
    ),
  },
};
