import { describe, expect, it } from 'vitest';
import { validateImageGenerator } from './image-generator';
import { issuesOf, neverThrows } from './test-support';

describe('validateImageGenerator', () => {
  it('defaults zoom 1 and position 10', () => {
    expect(validateImageGenerator({ product: 'ABC' })).toEqual({
      ok: true,
      value: { product: 'ABC', zoom: 1, position: 10 },
    });
  });
  it.each([
    [{ zoom: 15, position: 20 }, []],
    [{ product: ' ' }, [['product', 'No product selected']]],
    [{ product: 'A', zoom: 0 }, [['zoom', 'The zoom must be between 1 and 15']]],
    [{ product: 'A', zoom: 16 }, [['zoom', 'The zoom must be between 1 and 15']]],
    [{ product: 'A', position: 0.5 }, [['position', 'The position must be between 1 and 20']]],
    [{ product: 'A', position: 'x' }, [['position', 'The position must be between 1 and 20']]],
  ])('%j', (input, issues) => {
    expect(issuesOf(validateImageGenerator({ product: 'P', ...input }))).toEqual(issues);
  });
  it('never throws', () => neverThrows(validateImageGenerator));
});
