import { type CellarClient, isHttpError } from '@cellar/sdk';
import {
  commerceMessages,
  type FreeShippingRate,
  isOverlapError,
  type Offer,
} from '@cellar/validation/commerce';
import type { RowKind } from './check-file';
import { checkOfferRow, OFFER_COLUMNS } from './offer-rows';
import { checkRateRow, RATE_COLUMNS } from './rate-rows';
import { knownProducts, offerKey, rateKey, storedOffers, storedRates } from './stored-periods';

/** A kind of row the `create` commands send: how to check it, and how to create it. */
export interface CreateKind<T> extends RowKind<T> {
  /** `offers create`, for messages and the JSON result. */
  command: string;
  /** What one row creates, in the plural, for the progress ('offers', 'rates'). */
  unit: string;
  /** Creates one row's record(s): not idempotent, never retried. Answers how many records were created. */
  create(client: CellarClient, value: T): Promise<number>;
  /** The spec's message for a creation the server refused. */
  createError: string;
}

const unique = <V>(values: readonly V[], key: (value: V) => string): V[] => [
  ...new Map(values.map((value) => [key(value), value])).values(),
];

export const offerKind: CreateKind<Offer> = {
  command: 'offers create',
  unit: 'offers',
  columns: OFFER_COLUMNS,
  check: checkOfferRow,
  keysOf: (offer) => [offerKey(offer)],
  periodOf: (offer) => ({ from: Date.parse(offer.fecha_desde), to: Date.parse(offer.fecha_hasta) }),
  stored: (client, offers) =>
    storedOffers(
      client,
      unique(offers, offerKey).map(({ id_producto, id_tipo }) => ({ id_producto, id_tipo })),
    ),
  // The drawer picks the product from the catalogue; the server refuses any other.
  lookups: async (client, offers) => {
    const known = await knownProducts(client, [...new Set(offers.map((offer) => offer.id_producto))]);
    return (offer) =>
      known.has(offer.id_producto) ? [] : [commerceMessages.offers.unknownProduct(offer.id_producto)];
  },
  overlapping: commerceMessages.offers.overlapping,
  createError: commerceMessages.offers.createError,
  create: async (client, offer) => (await client.erp.offers.create([offer])).length,
};

const rateKeys = (rate: FreeShippingRate) => rate.pais.map((pais) => rateKey({ pais, tarifa: rate.tarifa }));

export const rateKind: CreateKind<FreeShippingRate> = {
  command: 'shipping-rates create',
  unit: 'rates',
  columns: RATE_COLUMNS,
  check: checkRateRow,
  keysOf: rateKeys,
  periodOf: (rate) => ({ from: Date.parse(rate.desde), to: Date.parse(rate.hasta) }),
  stored: (client, rates) => {
    const keys = rates.flatMap((rate) => rate.pais.map((pais) => ({ pais, tarifa: rate.tarifa })));
    return storedRates(client, unique(keys, rateKey));
  },
  overlapping: commerceMessages.freeShipping.overlapping,
  describeKey: (key) => key.replace('\u0000', ' '),
  createError: commerceMessages.freeShipping.createError,
  create: async (client, rate) => (await client.erp.freeShipping.create(rate)).length,
};

/**
 * Why the server refused one row, in the spec's words: an overlap (someone created one since the check) is the
 * overlap message; a refused field is the server's own message (e.g. an unknown product); anything else is
 * "There is an error creating ..." with the server's message.
 */
export function createFailure(
  kind: Pick<CreateKind<unknown>, 'overlapping' | 'createError'>,
  error: unknown,
) {
  if (isOverlapError(error)) return kind.overlapping;
  if (isHttpError(error)) {
    const details = error.body.details;
    if (error.kind === 'validation' && Array.isArray(details)) {
      const messages = details.flatMap((issue) =>
        typeof issue?.message === 'string' ? [issue.message as string] : [],
      );
      if (messages.length > 0) return messages.join('; ');
    }
    return `${kind.createError}: ${error.message}`;
  }
  return `${kind.createError}: ${error instanceof Error ? error.message : String(error)}`;
}
