import { isHexColor } from '@cellar/validation/site';

/** The admin's dark text (Tailwind's slate-900) and white: what reads on a colour an editor chose. */
export const DARK_TEXT = '#0f172b';
export const LIGHT_TEXT = '#ffffff';

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for a preview drawn on a background an editor chose (a promo's bar, a home section): dark text or
 * white, whichever contrasts more; none when the background is not a `#rrggbb` colour (the page's own then).
 */
export function textColorOn(background: unknown): string | undefined {
  if (!isHexColor(background)) return undefined;
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}
