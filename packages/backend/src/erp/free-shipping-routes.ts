import { FREE_SHIPPING_TARIFFS, validateFreeShippingRate } from '@cellar/validation/commerce';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { ErpRouteDeps } from './erp-route-deps';
import { FreeShippingStore } from './free-shipping-store';
import { oneOf, optionalObjectOf, optionalText, parseBody, parseId, wholeNumber } from './parse-input';

/** POST /promos_trg/@search: p (one-based), pais and tarifa; no body is every rate. */
const searchBody = optionalObjectOf('search', {
  p: wholeNumber('page', { min: 1, fallback: 1 }),
  pais: optionalText('country'),
  tarifa: oneOf('tariff', FREE_SHIPPING_TARIFFS),
});

/** Free shipping rates (§3, §5, §7): search, create one per country, delete. */
export function freeShippingRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const rates = new FreeShippingStore(db);
  return new Hono<AppEnv>()
    .post('/@search', async (c) => {
      const { p, pais, tarifa } = await parseBody(c, searchBody);
      return c.json(rates.search({ page: p, pais, tarifa }));
    })
    .post('/', async (c) => {
      const rate = await parseBody(c, (input) => validateFreeShippingRate(input, { now: now() }));
      const created = write(c, {
        entity: 'promos_trg',
        action: 'create',
        run: () => rates.create(rate),
        audit: (list) => list.map((row) => ({ key: row.id, payload: row })),
      });
      return c.json(created, 201);
    })
    .delete('/:id', (c) => {
      const id = parseId(c);
      write(c, {
        entity: 'promos_trg',
        action: 'delete',
        run: () => rates.remove(id),
        audit: (rate) => ({ key: id, payload: rate }),
      });
      return c.json({ id });
    });
}
