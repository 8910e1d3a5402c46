import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextColor } from './readable-text-color';

describe('readableTextColor', () => {
  it.each([
    ['#1f1f1f', LIGHT_TEXT],
    ['#000000', LIGHT_TEXT],
    ['#7a1f3d', LIGHT_TEXT],
    ['#fbe89d', DARK_TEXT],
    ['#ffffff', DARK_TEXT],
    ['#e9edeb', DARK_TEXT],
  ])('writes on %s in %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });

  it('always reaches the 4.5:1 of WCAG AA for text, on every colour of a 16-step grid', () => {
    const steps = Array.from({ length: 16 }, (_, at) => (at * 17).toString(16).padStart(2, '0'));
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const background = `#${r}${g}${b}`;
          expect(contrastRatio(background, readableTextColor(background))).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});
