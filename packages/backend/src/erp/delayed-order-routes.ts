import { SHOP_IDS, SHOPS } from '@cellar/validation';
import { commerceMessages, parseShopOrderId, validateNotifyDelay } from '@cellar/validation/commerce';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { LocalMailer } from '../newsletters/outbox';
import {
  type DelayedOrderActionResult,
  DelayedOrderStore,
  orderNotificationMail,
} from './delayed-order-store';
import type { ErpRouteDeps } from './erp-route-deps';
import { objectOf, parseBody, parseInput, parseQuery, requiredText } from './parse-input';

const { delays } = commerceMessages;

/** A shop of the selector (§9 delayed-order shops), trimmed; missing or anything else is 400. */
export const shopParam = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.enum(SHOP_IDS, { error: message }),
  );

const delayedQuery = z.object({ shop: shopParam(delays.unknownShop) });
const stocksQuery = z.object({ id_producto: requiredText('product'), shop: shopParam(delays.unknownShop) });
const updateNaBody = objectOf('body', { referencia: requiredText('referencia') });

const ORDER_ID_MESSAGE = `The order must be a shop letter (${SHOPS.map((s) => s.letter).join(', ')}) and its number`;

/** `{shopletter}{id_pedido}` of the path: 400 when malformed; the store's 404 when the letter is not the order's shop. */
const orderOf = (c: Context) => {
  const parsed = parseShopOrderId(c.req.param('order') ?? '');
  return parseInput(
    z.object({
      order: z.custom<NonNullable<typeof parsed>>(() => parsed !== undefined, { error: ORDER_ID_MESSAGE }),
    }),
    { order: parsed },
  ).order;
};

/** The audit entry of an action: under /erp/orders/{id_pedido}, what was done to which lines. */
const auditOf = (result: DelayedOrderActionResult) => ({ key: result.id_pedido, payload: result });

/** Delays & Notifications (§7 "Delays and group orders"): the late lines of a shop and the three actions. */
export function delayedOrderRoutes({ db, now, logger, write }: ErpRouteDeps): Hono<AppEnv> {
  const store = new DelayedOrderStore(db, now);
  // The email service's local implementation, as the newsletter views use it: the mail is written in the action's
  // transaction, so a refused action sends nothing.
  const mailer = new LocalMailer(db, now, logger);
  const notifyCustomer = (result: DelayedOrderActionResult): DelayedOrderActionResult => {
    const customer = store.customerOf(result.id_pedido);
    const mail = customer && orderNotificationMail(result, customer);
    if (!mail) return result;
    mailer.send(mail);
    return { ...result, notified: mail.recipient };
  };
  return new Hono<AppEnv>()
    .get('/@delayed-orders', (c) => c.json(store.delayedOrders(parseQuery(c, delayedQuery).shop)))
    .get('/@stocks', (c) => {
      const { id_producto, shop } = parseQuery(c, stocksQuery);
      return c.json(store.stocks(id_producto, shop));
    })
    .post('/:order/@change-vintage', (c) => {
      const { shop, id_pedido } = orderOf(c);
      return c.json(
        write(c, {
          entity: 'orders',
          action: 'modify',
          run: () => store.changeVintage(shop, id_pedido),
          audit: auditOf,
        }),
      );
    })
    .post('/:order/@update-na', async (c) => {
      const { shop, id_pedido } = orderOf(c);
      const { referencia } = await parseBody(c, updateNaBody);
      return c.json(
        write(c, {
          entity: 'orders',
          action: 'modify',
          run: () => notifyCustomer(store.notifyUnavailable(shop, id_pedido, referencia)),
          audit: auditOf,
        }),
      );
    })
    .post('/:order/@notify-delay', async (c) => {
      const { shop, id_pedido } = orderOf(c);
      const { products, date } = await parseBody(c, (input) => validateNotifyDelay(input, { now: now() }));
      return c.json(
        write(c, {
          entity: 'orders',
          action: 'modify',
          run: () => notifyCustomer(store.notifyDelay(shop, id_pedido, products, date)),
          audit: auditOf,
        }),
      );
    });
}
