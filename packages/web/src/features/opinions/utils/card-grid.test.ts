import { describe, expect, it } from 'vitest';
import { cardGridColumns } from './card-grid';

describe('cardGridColumns', () => {
  it('gives each of the columns chosen an equal share of the width, never below the narrowest card', () => {
    expect(cardGridColumns(4)).toBe(
      'repeat(auto-fill, minmax(max(7rem, calc((100% - 3 * 0.75rem) / 4)), 1fr))',
    );
    expect(cardGridColumns(20)).toContain('calc((100% - 19 * 0.75rem) / 20)');
  });
  it('reads a count below one as one column', () => {
    expect(cardGridColumns(0)).toContain('calc((100% - 0 * 0.75rem) / 1)');
  });
});
