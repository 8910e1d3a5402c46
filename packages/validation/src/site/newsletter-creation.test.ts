import { describe, expect, it } from 'vitest';
import { validateNewNewsletter } from './newsletter-creation';
import { issuesOf, neverThrows } from './test-support';

const now = new Date('2025-06-05T10:00:00Z');

describe('validateNewNewsletter', () => {
  it('builds the id from today (Madrid) or a given date', () => {
    expect(validateNewNewsletter({ suffix: 'Summer wines', title: ' Summer ' }, { now })).toEqual({
      ok: true,
      value: { id: '5_06_25_summer-wines', title: 'Summer' },
    });
    const dated = validateNewNewsletter({ suffix: 'x', title: 't', date: '2025-07-14' }, { now });
    expect(dated.ok && dated.value.id).toBe('14_07_25_x');
  });
  it.each([
    [{ title: 't' }, [['suffix', 'Please input the id']]],
    [{ suffix: '¿?', title: 't' }, [['suffix', 'Please input the id']]],
    [{ suffix: 's' }, [['title', 'Please input the campaign name']]],
    [{ suffix: 'x'.repeat(250), title: 't' }, [['suffix', 'The id is only 255 characters long']]],
  ])('%j', (input, issues) => {
    expect(issuesOf(validateNewNewsletter(input, { now }))).toEqual(issues);
  });
  it('defaults now to the clock', () => {
    expect(validateNewNewsletter({ suffix: 's', title: 't' }).ok).toBe(true);
  });
  it('never throws', () => neverThrows((input) => validateNewNewsletter(input)));
});
