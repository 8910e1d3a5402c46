import { PAGE_WINDOW_SIZE } from './constants';

/**
 * The page buttons to show (1-based): at most `size` consecutive pages, the current one centred when
 * possible and the window kept inside 1..pageCount. The current page is clamped into range; no pages
 * gives an empty window.
 */
export function pageWindow(current: number, pageCount: number, size: number = PAGE_WINDOW_SIZE): number[] {
  const count = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  const width = Number.isFinite(size) ? Math.max(1, Math.floor(size)) : PAGE_WINDOW_SIZE;
  if (count === 0) return [];
  const page = Number.isFinite(current) ? Math.min(count, Math.max(1, Math.floor(current))) : 1;
  const shown = Math.min(width, count);
  const first = Math.min(Math.max(1, page - Math.floor((shown - 1) / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, index) => first + index);
}
