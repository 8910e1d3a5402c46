import { LANGUAGES, type Language } from '@cellar/validation';
import {
  CONTENT_REVIEW_BEHAVIOR,
  type ContentReviewEntry,
  stampContentReview,
} from '@cellar/validation/catalogue';

/** What the form edits per language: the toggle ('yes' Reviewed, 'no' No reviewed) and the description. */
export interface ReviewDraft {
  reviewed: 'yes' | 'no';
  description: string;
}
export type ReviewValues = Record<Language, ReviewDraft>;
export type StoredReviews = Partial<Record<Language, ContentReviewEntry>>;

/** The stored `contendidos_revisados` of an object (empty when it has none). */
export function storedReviews(object: Readonly<Record<string, unknown>>): StoredReviews {
  const behavior = object[CONTENT_REVIEW_BEHAVIOR] as { contendidos_revisados?: unknown } | undefined;
  const reviews = behavior?.contendidos_revisados;
  return typeof reviews === 'object' && reviews !== null ? (reviews as StoredReviews) : {};
}

export const reviewValues = (stored: StoredReviews): ReviewValues =>
  Object.fromEntries(
    LANGUAGES.map((language) => {
      const entry = stored[language];
      return [language, { reviewed: entry?.reviewed ? 'yes' : 'no', description: entry?.description ?? '' }];
    }),
  ) as ReviewValues;

/**
 * The PATCH body of a review save (catalogue-editors §4, §7): every language, those whose flag or description
 * changed stamped with the date and the editor's email (validation's `stampContentReview`), the others as stored.
 */
export function reviewPatch(
  stored: StoredReviews,
  values: ReviewValues,
  stamp: { email: string; now?: Date | number },
): Record<string, unknown> {
  const contendidos_revisados = Object.fromEntries(
    LANGUAGES.map((language) => {
      const draft = values[language];
      const next = { reviewed: draft.reviewed === 'yes', description: draft.description };
      const previous = stored[language] ?? { reviewed: false, description: '' };
      return [language, stampContentReview(previous, next, stamp)];
    }),
  );
  return { [CONTENT_REVIEW_BEHAVIOR]: { contendidos_revisados } };
}
