import {
  OPINION_STATES,
  OPINIONS_LIST_DEFAULTS,
  type OpinionState,
  validateOpinion,
} from '@cellar/validation/commerce';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import type { ErpRouteDeps } from './erp-route-deps';
import { OpinionStore } from './opinion-store';
import { oneOf, optionalText, parseBody, parseId, parseQuery, wholeNumber } from './parse-input';

const filters = {
  idioma: optionalText('language'),
  shop: optionalText('shop'),
  q: optionalText('search text'),
};

/** GET /opinions/@total: the list's filters. */
const totalsQuery = z.object(filters);

/** GET /opinions/@list (§7): status, page (zero-based) and page_size, defaults pend, 0, 10. */
const listQuery = z.object({
  ...filters,
  status: oneOf('status', OPINION_STATES).transform(
    (status): OpinionState => status ?? OPINIONS_LIST_DEFAULTS.status,
  ),
  page: wholeNumber('page', { min: 0, fallback: OPINIONS_LIST_DEFAULTS.page }),
  page_size: wholeNumber('page size', { min: 1, max: 100, fallback: OPINIONS_LIST_DEFAULTS.page_size }),
});

/** Opinion moderation (§2, §4, §7): totals, pages per status, save, publish, refuse. */
export function opinionRoutes({ db, write }: ErpRouteDeps): Hono<AppEnv> {
  const opinions = new OpinionStore(db);
  /** Publish (publ) or refuse (npub) a pending opinion. */
  const moderate = (estado: 'publ' | 'npub') => (c: Context<AppEnv>) => {
    const id = parseId(c);
    return c.json(
      write(c, {
        entity: 'opinions',
        action: 'modify',
        run: () => opinions.setState(id, estado),
        audit: () => ({ key: id, payload: { estado } }),
      }),
    );
  };
  return new Hono<AppEnv>()
    .get('/@total', (c) => c.json(opinions.totals(parseQuery(c, totalsQuery))))
    .get('/@list', (c) => c.json(opinions.list(parseQuery(c, listQuery))))
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const opinion = await parseBody(c, validateOpinion);
      return c.json(
        write(c, {
          entity: 'opinions',
          action: 'modify',
          run: () => opinions.update(id, opinion),
          audit: () => ({ key: id, payload: opinion }),
        }),
      );
    })
    .post('/:id/@publish', moderate('publ'))
    .post('/:id/@refuse', moderate('npub'));
}
