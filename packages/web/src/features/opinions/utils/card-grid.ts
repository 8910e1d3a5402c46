/** The narrowest a card may be and the gap between cards (Tailwind's gap-3). */
const CARD_GRID = { minWidth: '7rem', gap: '0.75rem' } as const;

/**
 * The card grid's `grid-template-columns` for `columns` chosen: that many equal columns when they fit at the
 * narrowest card, otherwise as many as fit (the cards wrap onto more rows). No card is ever pushed out of view,
 * whatever the width of the screen.
 */
export const cardGridColumns = (columns: number): string => {
  const count = Math.max(1, Math.floor(columns));
  const share = `calc((100% - ${count - 1} * ${CARD_GRID.gap}) / ${count})`;
  return `repeat(auto-fill, minmax(max(${CARD_GRID.minWidth}, ${share}), 1fr))`;
};
