import { SHOP_IDS } from '@cellar/validation';
import { DELAYED_ORDER_SHOPS } from '@cellar/validation/commerce';
import { defineUrlState, name, oneOf } from '@/lib/url-state';

/** Delays & Notifications: the shop (default the main shop) and the product whose stock table is open. */
export const delaysUrl = defineUrlState({
  shop: oneOf(DELAYED_ORDER_SHOPS, SHOP_IDS[0]),
  stock: name(),
});
