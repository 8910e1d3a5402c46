import { describe, expect, it } from 'vitest';
import { validateNewLanding } from './new-landing';
import { issuesOf, neverThrows } from './test-support';

describe('validateNewLanding', () => {
  it('takes the slug from the title when left empty, slugified', () => {
    expect(validateNewLanding({ title: ' Vinos de Verano ', slug: '', description: ' Frescos ' })).toEqual({
      ok: true,
      value: { title: 'Vinos de Verano', slug: 'vinos-de-verano', description: 'Frescos' },
    });
    expect(validateNewLanding({ title: 'Vinos', slug: 'Rosados del Año' })).toEqual({
      ok: true,
      value: { title: 'Vinos', slug: 'rosados-del-ano', description: '' },
    });
  });
  it.each([
    [{}, [['title', 'Please input the title']]],
    [{ title: '   ', slug: 'verano' }, [['title', 'Please input the title']]],
    [{ title: '¡¡!!' }, [['slug', 'Please input the slug']]],
    [{ title: 'x'.repeat(301), slug: 'verano' }, [['title', 'The title is only 300 characters long']]],
    [
      { title: 'x'.repeat(301) },
      [
        ['title', 'The title is only 300 characters long'],
        ['slug', 'The slug is only 255 characters long'],
      ],
    ],
    [{ title: 'Vinos', slug: 'x'.repeat(256) }, [['slug', 'The slug is only 255 characters long']]],
  ])('%j: one message per field', (input, issues) => {
    expect(issuesOf(validateNewLanding(input))).toEqual(issues);
  });
  it('never throws', () => neverThrows(validateNewLanding));
});
