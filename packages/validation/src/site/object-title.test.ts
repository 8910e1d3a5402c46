import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../form-messages';
import { validateObjectTitle } from './object-title';
import { neverThrows } from './test-support';

describe('an object title', () => {
  it.each([[''], ['   '], ['\t\n'], [null], [undefined], [3]])(
    'refuses %j with the required message',
    (title) => {
      expect(validateObjectTitle(title)).toEqual({
        ok: false,
        issues: [{ path: 'title', message: formMessages.required('title') }],
      });
      expect(formMessages.required('title')).toBe('Please input the title');
    },
  );

  it('never throws', () => neverThrows(validateObjectTitle));

  it('keeps any title with a visible character, trimmed', () => {
    expect(validateObjectTitle('  Landings and posts ')).toEqual({ ok: true, value: 'Landings and posts' });
    fc.assert(
      fc.property(fc.string(), (title) => {
        const result = validateObjectTitle(title);
        expect(result.ok).toBe(title.trim() !== '');
        if (result.ok) expect(result.value).toBe(title.trim());
      }),
    );
  });
});
