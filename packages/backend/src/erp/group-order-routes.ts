import { commerceMessages } from '@cellar/validation/commerce';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { shopParam } from './delayed-order-routes';
import type { ErpRouteDeps } from './erp-route-deps';
import { GroupOrderStore } from './group-order-store';
import { listOf, objectOf, parseBody, parseQuery, wholeNumber } from './parse-input';

const { delays } = commerceMessages;

const pairQuery = z.object({ shop: shopParam(delays.unknownShop), buyer: shopParam(delays.unknownBuyer) });
const mergeBody = objectOf('body', {
  orders: listOf('orders', wholeNumber('order', { min: 1, fallback: 0 }), { required: true }),
  shop: shopParam(delays.unknownShop),
  buyer: shopParam(delays.unknownBuyer),
});

/** Group orders (§7 "Delays and group orders"): the pairs, the preparable orders of a pair, and the merge. */
export function groupOrderRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const store = new GroupOrderStore(db, now);
  return new Hono<AppEnv>()
    .get('/@group-providers', (c) => c.json(store.providers()))
    .get('/@preparable-group-orders', (c) => {
      const { shop, buyer } = parseQuery(c, pairQuery);
      return c.json(store.preparable(shop, buyer));
    })
    .post('/@merge-group-orders', async (c) => {
      const body = await parseBody(c, mergeBody);
      const merged = write(c, {
        entity: 'orders',
        action: 'create',
        run: () => store.merge(body),
        audit: (result) => [
          { key: result.id_pedido, payload: { merged_from: result.merged, cod_pedido: result.cod_pedido } },
          ...result.merged.map((id) => ({ key: id, payload: { merged_into: result.id_pedido } })),
        ],
      });
      return c.json({ id_pedido: merged.id_pedido, cod_pedido: merged.cod_pedido, merged: merged.merged });
    });
}
