import { formMessages } from '../form-messages';
import { madridDay } from '../madrid-time';
import { fail, type Issue, ok, type Result } from '../result';
import { SHOP_IDS, SHOPS, type ShopId } from '../shops';

/**
 * Messages of Delays & Notifications and Group Orders the spec states no wording for (ours, in the style of the
 * spec's own messages).
 */
export const delayMessages = {
  unknownShop: `The shop must be one of: ${SHOP_IDS.join(', ')}`,
  unknownBuyer: `The buyer must be one of: ${SHOP_IDS.join(', ')}`,
  alreadyHandled: (code: string) => `The late line of order ${code} was already handled`,
  noLateLine: (code: string, what: string) => `Order ${code} has no late line ${what}`,
  noOtherVintage: (code: string, id_producto: string) =>
    `There is no other vintage of ${id_producto} in stock for order ${code}`,
  dateInThePast: 'The available date must not be before today',
  notPreparable: (ids: readonly number[]) =>
    `These orders are not preparable group orders of that shop and buyer: ${ids.join(', ')}`,
  mergeTwo: 'Select at least two orders to merge',
} as const;

/** A shop order id of the per-shop order calls ('V500002') read back: the shop of its letter and id_pedido. */
export function parseShopOrderId(text: string): { shop: ShopId; id_pedido: number } | undefined {
  const match = /^([A-Z])([1-9]\d{0,14})$/.exec(text);
  if (!match) return undefined;
  const shop = SHOPS.find((candidate) => candidate.letter === match[1]);
  const id_pedido = Number(match[2]);
  return shop && Number.isSafeInteger(id_pedido) ? { shop: shop.id, id_pedido } : undefined;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `day` is `yyyy-MM-dd` and a real calendar day (no 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

export interface NotifyDelayInput {
  products: string[];
  date: string;
}

/**
 * The body of @notify-delay (§7): a non-empty list of id_producto and the available date, a real day
 * `yyyy-MM-dd` not before today in Madrid.
 */
export function validateNotifyDelay(input: unknown, { now }: { now: number }): Result<NotifyDelayInput> {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const issues: Issue[] = [];
  const products = Array.isArray(body.products)
    ? body.products.filter((p): p is string => typeof p === 'string').map((p) => p.trim())
    : [];
  if (typeof input !== 'object' || input === null)
    issues.push({ path: '', message: formMessages.object('body') });
  else if (!Array.isArray(body.products) || body.products.length === 0)
    issues.push({ path: 'products', message: formMessages.required('products') });
  else if (products.length !== body.products.length || products.some((p) => p === ''))
    issues.push({ path: 'products', message: formMessages.text('product') });
  const date = typeof body.date === 'string' ? body.date.trim() : '';
  if (date === '') issues.push({ path: 'date', message: formMessages.required('available date') });
  else if (!isCalendarDay(date))
    issues.push({ path: 'date', message: formMessages.dateFormat('available date', 'YYYY-MM-DD') });
  else if (date < madridDay(now)) issues.push({ path: 'date', message: delayMessages.dateInThePast });
  return issues.length > 0 ? fail(...issues) : ok({ products: [...new Set(products)], date });
}
