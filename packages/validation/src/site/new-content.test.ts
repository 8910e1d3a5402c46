import { describe, expect, it } from 'vitest';
import { validateNewContent } from './new-content';
import { issuesOf, neverThrows } from './test-support';

describe('validateNewContent', () => {
  it('takes an id, or a title the server makes the id from', () => {
    expect(validateNewContent({ id: ' carpeta ', title: '' })).toEqual({
      ok: true,
      value: { id: 'carpeta', title: '' },
    });
    expect(validateNewContent({ title: 'Carpeta Nueva' })).toEqual({
      ok: true,
      value: { id: '', title: 'Carpeta Nueva' },
    });
  });
  it.each([
    [{}, [['id', 'An id or a title is required']]],
    [{ title: '¡!' }, [['id', 'An id or a title is required']]],
    [
      { id: 'a b' },
      [['id', 'The id may have letters, digits and . _ ~ - only, and may not start with a dot']],
    ],
    [{ id: 'x'.repeat(256) }, [['id', 'The id is only 255 characters long']]],
    [{ title: 'x'.repeat(256) }, [['title', 'The id is only 255 characters long']]],
  ])('%j', (input, issues) => {
    expect(issuesOf(validateNewContent(input))).toEqual(issues);
  });
  it('never throws', () => neverThrows(validateNewContent));
});
