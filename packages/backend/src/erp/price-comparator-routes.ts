import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import type { ErpRouteDeps } from './erp-route-deps';
import { listOf, objectOf, optionalText, parseBody, requiredText } from './parse-input';
import { PriceComparatorStore } from './price-comparator-store';

/** POST: the country's URLs for these product groups (every group when none is given). */
const readBody = objectOf('country', {
  country: requiredText('country'),
  groups: listOf('groups', optionalText('group')).transform((groups) =>
    groups.filter((group): group is string => group !== undefined),
  ),
});

/** PATCH: rows of {group, url} for a country; each row is checked on its own (a bad one counts in ko). */
const updateBody = objectOf('country', {
  country: requiredText('country'),
  data: listOf('data', z.unknown(), { required: true }),
});

/** DELETE: the {group, url} entries to delete, in any country. */
const removeBody = listOf(
  'data',
  objectOf('entry', { group: requiredText('group'), url: requiredText('URL') }),
  {
    required: true,
  },
);

/** Competitor URLs per product group and country (the Price comparator tab, §7). */
export function priceComparatorRoutes({ db, write }: ErpRouteDeps): Hono<AppEnv> {
  const priceComparator = new PriceComparatorStore(db);
  return new Hono<AppEnv>()
    .post('/', async (c) => c.json(priceComparator.read(await parseBody(c, readBody))))
    .patch('/', async (c) => {
      const { country, data } = await parseBody(c, updateBody);
      const { saved: _saved, ...answer } = write(c, {
        entity: 'price-comparator',
        action: 'upsert',
        run: () => priceComparator.update(country, data),
        audit: (result) => ({ key: country, payload: result.saved }),
      });
      return c.json(answer);
    })
    .delete('/', async (c) => {
      const rows = await parseBody(c, removeBody);
      return c.json(
        write(c, {
          entity: 'price-comparator',
          action: 'delete',
          run: () => priceComparator.remove(rows),
          audit: () => ({ key: 'entries', payload: rows }),
        }),
      );
    });
}
