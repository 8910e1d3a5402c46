import { CONTENT_REVIEW_BEHAVIOR } from '@cellar/validation/catalogue';
import { describe, expect, it } from 'vitest';
import { reviewPatch, reviewValues, storedReviews } from './review-values';

const stored = {
  es: { reviewed: true, description: 'ok', date: '2024-01-01T00:00:00.000Z', author: 'a@example.com' },
};
const now = Date.UTC(2025, 1, 3, 9, 0);

describe('content review values', () => {
  it('reads the stored reviews, No reviewed and empty where there is none', () => {
    const values = reviewValues(
      storedReviews({ [CONTENT_REVIEW_BEHAVIOR]: { contendidos_revisados: stored } }),
    );
    expect(values.es).toEqual({ reviewed: 'yes', description: 'ok' });
    expect(values.fr).toEqual({ reviewed: 'no', description: '' });
    expect(storedReviews({})).toEqual({});
  });

  it('stamps only the languages whose flag or description changed', () => {
    const values = reviewValues(stored);
    values.fr = { reviewed: 'yes', description: '' };
    values.de = { reviewed: 'no', description: 'falta' };
    const body = reviewPatch(stored, values, { email: 'editor@example.com', now });
    const reviews = (body[CONTENT_REVIEW_BEHAVIOR] as { contendidos_revisados: Record<string, unknown> })
      .contendidos_revisados;
    expect(reviews.es).toEqual(stored.es);
    expect(reviews.fr).toEqual({
      reviewed: true,
      description: '',
      date: '2025-02-03T09:00:00.000Z',
      author: 'editor@example.com',
    });
    expect(reviews.de).toMatchObject({ reviewed: false, description: 'falta', author: 'editor@example.com' });
    expect(reviews.it).toEqual({ reviewed: false, description: '' });
  });
});
