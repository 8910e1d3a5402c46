import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, textColorOn } from './text-color-on';

describe('textColorOn', () => {
  it.each([
    ['#1f1f1f', LIGHT_TEXT],
    ['#8b1e3f', LIGHT_TEXT],
    ['#2f5d62', LIGHT_TEXT],
    ['#fbe89d', DARK_TEXT],
    ['#E9EDEB', DARK_TEXT],
    ['#ffffff', DARK_TEXT],
  ])('writes on %s in %s, at least 4.5:1', (background, text) => {
    expect(textColorOn(background)).toBe(text);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves anything but a #rrggbb colour to the page', () => {
    expect(textColorOn('')).toBeUndefined();
    expect(textColorOn('red')).toBeUndefined();
    expect(textColorOn(undefined)).toBeUndefined();
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
