import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentIdIssues } from './content-id';
import { CONTENT_LIMITS } from './limits';

describe('contentIdIssues', () => {
  it.each(['vega-sicilia', 'a', 'A_b~c.d-1', '7_03_25_primavera', 'x'.repeat(CONTENT_LIMITS.id), ''])(
    'accepts %j',
    (id) => {
      expect(contentIdIssues(id)).toEqual([]);
    },
  );
  it('says the real limit of a long id, at the path and with the label of the field it comes from', () => {
    expect(contentIdIssues('x'.repeat(CONTENT_LIMITS.id + 1))).toEqual([
      { path: 'id', message: 'The id is only 255 characters long' },
    ]);
    expect(contentIdIssues('x'.repeat(300), 'slug', 'slug')).toEqual([
      { path: 'slug', message: 'The slug is only 255 characters long' },
    ]);
  });
  it.each(['.hidden', 'a b', 'a/b', 'viña', '..'])('refuses the characters of %j', (id) => {
    expect(contentIdIssues(id)).toEqual([
      {
        path: 'id',
        message: 'The id may have letters, digits and . _ ~ - only, and may not start with a dot',
      },
    ]);
  });
  it('answers at most one issue, none exactly for the ids a URL segment keeps as is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (id) => {
        const issues = contentIdIssues(id);
        expect(issues.length).toBeLessThanOrEqual(1);
        const plain = id === '' || (/^[\w~-][\w.~-]*$/.test(id) && id.length <= CONTENT_LIMITS.id);
        expect(issues.length === 0).toBe(plain);
      }),
    );
  });
});
