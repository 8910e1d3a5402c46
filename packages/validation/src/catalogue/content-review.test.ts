import { describe, expect, it } from 'vitest';
import { stampContentReview } from './content-review';

const now = Date.UTC(2024, 4, 2, 10, 30);
const previous = {
  reviewed: false,
  description: 'old',
  date: '2024-01-01T00:00:00.000Z',
  author: 'a@example.com',
};

describe('stampContentReview', () => {
  it.each([
    ['the reviewed flag', { reviewed: true, description: 'old' }],
    ['the description', { reviewed: false, description: 'new' }],
  ])('changing %s stamps the date and the editor email', (_, next) => {
    expect(stampContentReview(previous, next, { now, email: 'editor@example.com' })).toEqual({
      ...next,
      date: '2024-05-02T10:30:00.000Z',
      author: 'editor@example.com',
    });
  });

  it('a first review is stamped; an unchanged one keeps its stamp', () => {
    expect(
      stampContentReview(undefined, { reviewed: true, description: '' }, { now, email: 'e@x.example' }),
    ).toEqual({
      reviewed: true,
      description: '',
      date: '2024-05-02T10:30:00.000Z',
      author: 'e@x.example',
    });
    expect(
      stampContentReview(previous, { reviewed: false, description: 'old' }, { now, email: 'b@x.example' }),
    ).toEqual(previous);
    expect(
      stampContentReview(
        { reviewed: true, description: '' },
        { reviewed: true, description: '' },
        { email: 'b' },
      ),
    ).toEqual({
      reviewed: true,
      description: '',
    });
  });

  it('defaults now to the current time', () => {
    const stamped = stampContentReview(
      undefined,
      { reviewed: true, description: '' },
      { email: 'b@x.example' },
    );
    expect(Math.abs(Date.parse(stamped.date ?? '') - Date.now())).toBeLessThan(5_000);
  });
});
