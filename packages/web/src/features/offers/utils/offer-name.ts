import type { ErpOffer } from '@cellar/sdk';
import { formatMadridDateTime } from '@/lib/format-madrid-date-time';

/** When an offer runs, as its confirmations name it. */
export const offerPeriod = (offer: ErpOffer): string =>
  `${formatMadridDateTime(offer.fecha_desde)} – ${formatMadridDateTime(offer.fecha_hasta)}`;

/** An offer as a list of many names it: its id, product and when it runs. */
export const offerName = (offer: ErpOffer): string =>
  `Offer ${offer.id} (${offer.id_producto}, ${offerPeriod(offer)})`;
