import type { CellarClient } from '@cellar/sdk';
import type { OfferType } from '@cellar/validation/commerce';
import { type StoredPeriod, storedPeriod } from './overlaps';

/** Runs `task` over `items` with at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Every page of a paged search (one-based `p`; `per_page` and `items` from the server). */
async function allPages<R>(
  search: (p: number) => Promise<{ result: R[]; per_page: number; items: number }>,
): Promise<R[]> {
  const rows: R[] = [];
  for (let p = 1; ; p++) {
    const page = await search(p);
    rows.push(...page.result);
    if (page.result.length === 0 || p * page.per_page >= page.items) return rows;
  }
}

const LOOKUPS_AT_ONCE = 4;

export const offerKey = (offer: { id_producto: string; id_tipo: string }) =>
  `${offer.id_producto}\u0000${offer.id_tipo}`;
export const rateKey = (rate: { pais: string; tarifa: string }) => `${rate.pais}\u0000${rate.tarifa}`;

/**
 * The stored offers of each product and type (the backend's overlap key), through POST /offers/@search: its `q`
 * matches text inside id_producto or grupo, so the rows are kept only for the exact product.
 */
export async function storedOffers(
  client: CellarClient,
  keys: readonly { id_producto: string; id_tipo: OfferType }[],
): Promise<Map<string, StoredPeriod[]>> {
  const found = new Map<string, StoredPeriod[]>();
  await eachLimited(keys, LOOKUPS_AT_ONCE, async ({ id_producto, id_tipo }) => {
    const offers = await allPages((p) => client.erp.offers.search({ q: id_producto, tipo: id_tipo, p }));
    const periods = offers.flatMap((offer) => {
      if (offer.id_producto !== id_producto || offer.id_tipo !== id_tipo) return [];
      const period = storedPeriod(offer.fecha_desde, offer.fecha_hasta);
      return period ? [{ ...period, id: offer.id, key: offerKey(offer) }] : [];
    });
    found.set(offerKey({ id_producto, id_tipo }), periods);
  });
  return found;
}

/** The stored free shipping rates of each country and tariff (the backend's overlap key), through @search. */
export async function storedRates(
  client: CellarClient,
  keys: readonly { pais: string; tarifa: string }[],
): Promise<Map<string, StoredPeriod[]>> {
  const found = new Map<string, StoredPeriod[]>();
  await eachLimited(keys, LOOKUPS_AT_ONCE, async ({ pais, tarifa }) => {
    const rates = await allPages((p) => client.erp.freeShipping.search({ pais, tarifa, p }));
    const periods = rates.flatMap((rate) => {
      if (rate.pais !== pais || rate.tarifa !== tarifa) return [];
      const period = storedPeriod(rate.desde, rate.hasta);
      return period ? [{ ...period, id: rate.id, key: rateKey(rate) }] : [];
    });
    found.set(rateKey({ pais, tarifa }), periods);
  });
  return found;
}

/**
 * The products among `ids` that the catalogue has, through the drawer's product search (`pedido_search_producto`:
 * name, reference or group containing the text), kept only on an exact id.
 */
export async function knownProducts(client: CellarClient, ids: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  await eachLimited(ids, LOOKUPS_AT_ONCE, async (id) => {
    const found = await client.erp.graphql.searchProducts(id);
    if (found.some((product) => product.id_producto === id)) known.add(id);
  });
  return known;
}
