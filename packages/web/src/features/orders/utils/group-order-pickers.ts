import type { GroupOrder, GroupOrderProvider } from '@cellar/sdk';
import type { ShopId } from '@cellar/validation';
import { groupOrderBuyers } from '@cellar/validation/commerce';

/**
 * The choices of the Group Orders pickers from `@group-providers`: the shops that have a buyer to offer (the one
 * chosen always kept, so the URL's view shows), and that shop's buyers without uk and italvinus (the chosen one
 * kept only when allowed).
 */
export function groupOrderPickers(
  providers: readonly GroupOrderProvider[],
  shop: ShopId,
  buyer: ShopId,
): { shops: ShopId[]; buyers: ShopId[] } {
  const buyersOf = (tienda: ShopId) => groupOrderBuyersOf(providers, tienda);
  const shops = [...new Set(providers.map((p) => p.tienda))].filter((tienda) => buyersOf(tienda).length > 0);
  const buyers = buyersOf(shop);
  return {
    shops: shops.includes(shop) ? shops : [shop, ...shops],
    buyers: [...new Set(groupOrderBuyers(buyers.includes(buyer) ? buyers : [buyer, ...buyers]))],
  };
}

/** The buyers the shop has preparable group orders for, without uk and italvinus. */
export const groupOrderBuyersOf = (providers: readonly GroupOrderProvider[], shop: ShopId): ShopId[] =>
  groupOrderBuyers(providers.filter((p) => p.tienda === shop).map((p) => p.comprador));

/**
 * The orders a selection of rows (lines) means, after a change of the table's checkboxes: a line checked adds its
 * order, a line unchecked removes its order, so every line of an order is checked or none is.
 */
export function selectedOrders(
  rows: readonly GroupOrder[],
  before: ReadonlySet<number>,
  checked: ReadonlySet<string>,
): Set<number> {
  const orderOf = new Map(rows.map((row) => [String(row.id_linea_pedido), row.id_pedido]));
  const wasChecked = linesOf(rows, before);
  const next = new Set(before);
  for (const line of wasChecked) if (!checked.has(line)) next.delete(orderOf.get(line) ?? -1);
  for (const line of checked) if (!wasChecked.has(line)) next.add(orderOf.get(line) ?? -1);
  next.delete(-1);
  // Orders no longer listed (merged, or another pair's) drop out of the selection.
  const listed = new Set(rows.map((row) => row.id_pedido));
  return new Set([...next].filter((id) => listed.has(id)));
}

/** The table's checked rows for the selected orders: every line of each. */
export const linesOf = (rows: readonly GroupOrder[], orders: ReadonlySet<number>): Set<string> =>
  new Set(rows.filter((row) => orders.has(row.id_pedido)).map((row) => String(row.id_linea_pedido)));
