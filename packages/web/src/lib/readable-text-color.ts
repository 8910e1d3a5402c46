/** The text colours a coloured surface takes: black or white (one of them always reaches 4.5:1 on any colour). */
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

/** WCAG 2.1 relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.1 contrast ratio of two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour that reads best on a `#RRGGBB` background (a user-chosen banner colour): dark text or white,
 * whichever contrasts more.
 */
export const readableTextColor = (background: string): string =>
  contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
