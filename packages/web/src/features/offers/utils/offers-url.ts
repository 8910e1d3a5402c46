import { OFFER_TYPES, type OfferType } from '@cellar/validation/commerce';

/** The Offers screen's URL state: search, date (YYYY-MM-DD), type and page (0-based). */
export interface OffersView {
  q: string;
  date: string;
  tipo: OfferType | '';
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readOffersView(params: URLSearchParams): OffersView {
  const tipo = params.get('tipo') ?? '';
  const date = params.get('date') ?? '';
  const page = Number(params.get('page') ?? '0');
  return {
    q: params.get('q') ?? '',
    date: DAY.test(date) ? date : '',
    tipo: (OFFER_TYPES as readonly string[]).includes(tipo) ? (tipo as OfferType) : '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The query string after a change: empty filters and page 0 are left out; a new filter goes to page 0. */
export function offersSearch(params: URLSearchParams, change: Partial<OffersView>): string {
  const current = readOffersView(params);
  const next: OffersView = { ...current, ...change };
  const refilters =
    next.q.trim() !== current.q.trim() || next.date !== current.date || next.tipo !== current.tipo;
  if (refilters && change.page === undefined) next.page = 0;
  const out = new URLSearchParams();
  if (next.q.trim() !== '') out.set('q', next.q.trim());
  if (next.date !== '') out.set('date', next.date);
  if (next.tipo !== '') out.set('tipo', next.tipo);
  if (next.page > 0) out.set('page', String(next.page));
  const text = out.toString();
  return text === '' ? '?' : `?${text}`;
}
