import { LANGUAGES, type Language, SHOP_IDS, type ShopId } from '@cellar/validation';
import { OPINION_STATES, type OpinionState } from '@cellar/validation/commerce';

/** The card grid shows 4 to 20 columns (commerce-operations §2); 4 unless the URL says otherwise. */
export const OPINION_COLUMNS = { min: 4, max: 20, default: 4 } as const;

/** The Opinions screen's URL state: tab (a status), page (0-based), columns and the filters column. */
export interface OpinionsView {
  tab: OpinionState;
  page: number;
  cols: number;
  idioma: Language | '';
  shop: ShopId | '';
  q: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

const wholeIn = (value: string | null, min: number, max: number, fallback: number): number => {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
};

export function readOpinionsView(params: URLSearchParams): OpinionsView {
  return {
    tab: oneOf(OPINION_STATES, params.get('tab')) || 'pend',
    page: wholeIn(params.get('page'), 0, Number.MAX_SAFE_INTEGER, 0),
    cols: wholeIn(params.get('cols'), OPINION_COLUMNS.min, OPINION_COLUMNS.max, OPINION_COLUMNS.default),
    idioma: oneOf(LANGUAGES, params.get('idioma')),
    shop: oneOf(SHOP_IDS, params.get('shop')),
    q: params.get('q') ?? '',
  };
}

/**
 * The query string after a change: defaults are left out (tab pend, page 0, 4 columns, no filter), and a
 * new tab or filter goes back to page 0 (the column count keeps the page).
 */
export function opinionsSearch(params: URLSearchParams, change: Partial<OpinionsView>): string {
  const current = readOpinionsView(params);
  const next: OpinionsView = { ...current, ...change };
  const refilters =
    next.tab !== current.tab ||
    next.idioma !== current.idioma ||
    next.shop !== current.shop ||
    next.q.trim() !== current.q.trim();
  if (refilters && change.page === undefined) next.page = 0;
  const out = new URLSearchParams();
  if (next.tab !== 'pend') out.set('tab', next.tab);
  if (next.idioma !== '') out.set('idioma', next.idioma);
  if (next.shop !== '') out.set('shop', next.shop);
  if (next.q.trim() !== '') out.set('q', next.q.trim());
  if (next.cols !== OPINION_COLUMNS.default) out.set('cols', String(next.cols));
  if (next.page > 0) out.set('page', String(next.page));
  const text = out.toString();
  return text === '' ? '?' : `?${text}`;
}
