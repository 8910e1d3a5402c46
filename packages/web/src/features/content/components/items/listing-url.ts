/** The listing's URL state (site-content-and-shell §2.3): `q` and `page` (0-based, default 0). */
export interface ListingState {
  q: string;
  page: number;
}

export function readListingState(params: URLSearchParams): ListingState {
  const page = Number(params.get('page') ?? '0');
  return {
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/**
 * The query string after a change of `q` or `page`, keeping every other parameter (`path`, `tab`...).
 * A new `q` goes back to page 0; page 0 and an empty `q` are left out. Slashes stay readable, as the
 * sidebar writes `?path=/bodegas/`.
 */
export function listingSearch(params: URLSearchParams, change: Partial<ListingState>): string {
  const next = new URLSearchParams(params);
  const current = readListingState(params);
  const q = change.q ?? current.q;
  const page = change.q !== undefined && change.q !== current.q ? 0 : (change.page ?? current.page);
  if (q.trim() === '') next.delete('q');
  else next.set('q', q);
  if (page > 0) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString().replace(/%2F/gi, '/');
  return text === '' ? '?' : `?${text}`;
}
