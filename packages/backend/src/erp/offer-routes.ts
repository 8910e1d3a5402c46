import { fail, type Issue, ok, parseInstant, type Result } from '@cellar/validation';
import { commerceMessages, OFFER_TYPES, type Offer, validateOffer } from '@cellar/validation/commerce';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import type { Clock } from '../http/clock';
import type { ErpRouteDeps } from './erp-route-deps';
import { OfferStore } from './offer-store';
import {
  objectOf,
  oneOf,
  optionalObjectOf,
  optionalText,
  parseBody,
  parseId,
  wholeNumber,
} from './parse-input';

const { form, invoiceImport } = commerceMessages;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** POST /offers/@search (§7): q, date (a Madrid day), tipo or id_tipo, p (one-based); no body is every offer. */
const searchBody = optionalObjectOf('search', {
  q: optionalText('search text'),
  date: optionalText('date').refine(
    (date) => date === undefined || (DAY.test(date) && !!parseInstant(date)),
    {
      error: invoiceImport.incorrectDates,
    },
  ),
  tipo: oneOf('type', OFFER_TYPES),
  id_tipo: oneOf('type', OFFER_TYPES),
  p: wholeNumber('page', { min: 1, fallback: 1 }),
});

/** PATCH /offers/{id}/: the discount, which `validateOfferDiscountEdit` reads against the stored offer. */
const discountBody = objectOf('discount', { descuento_oferta: z.unknown() });

/**
 * POST /offers/: a list of at least one offer, each read by `validateOffer` as stored (descuento_oferta 0 to 1);
 * an issue's path names its offer (`0.fecha_desde`).
 */
const offerBatch =
  (now: Clock) =>
  (input: unknown): Result<Offer[]> => {
    if (!Array.isArray(input) || input.length === 0)
      return fail({ path: '', message: form.required('offers') });
    const issues: Issue[] = [];
    const offers = input.flatMap((item: unknown, index) => {
      const checked = validateOffer(item, { now: now(), discountUnit: 'fraction' });
      if (checked.ok) return [checked.value];
      issues.push(...checked.issues.map((issue) => ({ ...issue, path: `${index}.${issue.path}` })));
      return [];
    });
    return issues.length > 0 ? fail(...issues) : ok(offers);
  };

/** Offers (§3, §4, §5, §7): search, create in batches, edit the discount, remove a future one, expire a current one. */
export function offerRoutes({ db, now, write }: ErpRouteDeps): Hono<AppEnv> {
  const offers = new OfferStore(db, now);
  return new Hono<AppEnv>()
    .post('/@search', async (c) => {
      const { q, date, tipo, id_tipo, p } = await parseBody(c, searchBody);
      return c.json(offers.search({ q, date, id_tipo: id_tipo ?? tipo, page: p }));
    })
    .post('/', async (c) => {
      const batch = await parseBody(c, offerBatch(now));
      const created = write(c, {
        entity: 'offers',
        action: 'create',
        run: () => offers.create(batch),
        audit: (list) => list.map((offer) => ({ key: offer.id, payload: offer })),
      });
      return c.json(created, 201);
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const body = await parseBody(c, discountBody);
      return c.json(
        write(c, {
          entity: 'offers',
          action: 'modify',
          run: () => offers.updateDiscount(id, body.descuento_oferta),
          audit: (offer) => ({ key: id, payload: { descuento_oferta: offer.descuento_oferta } }),
        }),
      );
    })
    .delete('/:id', (c) => {
      const id = parseId(c);
      write(c, {
        entity: 'offers',
        action: 'delete',
        run: () => offers.remove(id),
        audit: (offer) => ({ key: id, payload: offer }),
      });
      return c.json({ id });
    })
    .post('/:id/@expire', (c) => {
      const id = parseId(c);
      return c.json(
        write(c, {
          entity: 'offers',
          action: 'modify',
          run: () => offers.expire(id),
          audit: (offer) => ({ key: id, payload: offer }),
        }),
      );
    });
}
