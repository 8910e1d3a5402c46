import { fail, type Result } from '@cellar/validation';
import {
  commerceMessages,
  type OrderEditPayload,
  prepareOrderEdit,
  validateEditOrderLine,
} from '@cellar/validation/commerce';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { ErpRouteDeps } from './erp-route-deps';
import { OrderEditStore } from './order-edit-store';
import { parseBody, parseId } from './parse-input';

const { form } = commerceMessages;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The body of POST /orders/{id}/@update-products (§7): product_lines read by `prepareOrderEdit` (issues under
 * `product_lines.{i}`, lines at 0 dropped), change_price and forced true only when sent as true. A line's
 * `last_units` and `stock` are the server's to know: they are not read from the body, so the form's cap never
 * silently lowers a quantity here (the store refuses it instead, unless forced).
 */
const updateBody = (input: unknown): Result<OrderEditPayload & { sentIndex: number[] }> => {
  const body = asRecord(input);
  if (!Array.isArray(body.product_lines))
    return fail({ path: 'product_lines', message: form.required('product lines') });
  const lines = body.product_lines.map((line: unknown) => {
    const { last_units: _lastUnits, stock: _stock, ...rest } = asRecord(line);
    return rest;
  });
  const prepared = prepareOrderEdit(lines, {
    change_price: body.change_price === true,
    forced: body.forced === true,
  });
  if (!prepared.ok) return prepared;
  // Where each kept line was in the body, so a refusal names the line as it was sent.
  const sentIndex = lines.flatMap((line, index) => {
    const checked = validateEditOrderLine(line);
    return checked.ok && checked.value.cantidad > 0 ? [index] : [];
  });
  return { ok: true, value: { ...prepared.value, sentIndex } };
};

/** Edit order (§7 "Orders and analytics"): GET /orders/{id}/@full and POST /orders/{id}/@update-products. */
export function orderEditRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const store = new OrderEditStore(db, now);
  return new Hono<AppEnv>()
    .get('/:id/@full', (c) => c.json(store.full(parseId(c))))
    .post('/:id/@update-products', async (c) => {
      const id = parseId(c);
      const { sentIndex, ...payload } = await parseBody(c, updateBody);
      return c.json(
        write(c, {
          entity: 'orders',
          action: 'modify',
          run: () => store.update(id, payload, sentIndex),
          audit: (order) => ({
            key: id,
            payload: {
              product_lines: order.lines.map(({ id_producto, cantidad, old_price }) => ({
                id_producto,
                cantidad,
                precio: old_price,
              })),
              change_price: payload.change_price,
              forced: payload.forced,
              precio_total: order.precio_total,
            },
          }),
        }),
      );
    });
}

/** GET @ids-products-out-catalog (§7): the out-of-catalogue products an order line may take (VAT 0.21). */
export function outCatalogRoutes({ db, now }: ErpRouteDeps): Hono<AppEnv> {
  const store = new OrderEditStore(db, now);
  return new Hono<AppEnv>().get('/', (c) => c.json(store.outCatalogProducts()));
}
