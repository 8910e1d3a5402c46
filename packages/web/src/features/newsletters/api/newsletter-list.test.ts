import { describe, expect, it } from 'vitest';
import { newsletterListBody } from './newsletter-list';

describe('newsletterListBody', () => {
  it('lists the folder newest first (efective_date descending), filtered by status unless all', () => {
    const all = newsletterListBody('all', 0);
    expect(all.sort).toEqual([{ efective_date: { order: 'desc' } }]);
    expect(all.query?.bool?.filter).toEqual([{ prefix: { path: '/newsletters/' } }, { term: { depth: 3 } }]);
    const verified = newsletterListBody('verified', 2);
    expect(verified.query?.bool?.filter).toContainEqual({ term: { status: 'verified' } });
    expect(verified.from).toBe(2 * (verified.size ?? 0));
  });
});
