import { asText } from '../fields';
import { SHOPS, type ShopId } from '../shops';
import { type DelayedOrderAction, GROUP_ORDER_EXCLUDED_BUYERS, SUPPLIER_ACTIONS } from './constants';

/**
 * The action of a delayed-order row, from its supplier id (id_prov_vino): ago means out of stock
 * (notify unavailable), cam means vintage change, anything else means delay (notify delay).
 */
export const delayedOrderAction = (id_prov_vino: unknown): DelayedOrderAction =>
  Object.hasOwn(SUPPLIER_ACTIONS, asText(id_prov_vino))
    ? (SUPPLIER_ACTIONS[asText(id_prov_vino)] as DelayedOrderAction)
    : 'notifyDelay';

/** The order id of the per-shop order calls: the shop letter (V, I, F, D, U) then id_pedido, e.g. 'F1234'. */
export function shopOrderId(shop: ShopId, id_pedido: number | string): string {
  const letter = SHOPS.find((candidate) => candidate.id === shop)?.letter ?? '';
  return `${letter}${id_pedido}`;
}

/** The buyers a group order may pick from a list of providers' buyers: every one but uk and italvinus. */
export const groupOrderBuyers = <T extends string>(buyers: readonly T[]): T[] =>
  buyers.filter((buyer) => !(GROUP_ORDER_EXCLUDED_BUYERS as readonly string[]).includes(buyer));

/** Public wine page of an opinion card's group (§2). */
export const wineHref = (group: string): string => `/es/vino/${encodeURIComponent(group)}`;
