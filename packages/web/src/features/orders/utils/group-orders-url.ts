import { SHOP_IDS } from '@cellar/validation';
import { GROUP_ORDER_BUYERS, GROUP_ORDER_DEFAULT } from '@cellar/validation/commerce';
import { defineUrlState, oneOf } from '@/lib/url-state';

/** Group Orders: the shop and the buyer (default the main shop with buyer fr; uk and italvinus never buyers). */
export const groupOrdersUrl = defineUrlState({
  shop: oneOf(SHOP_IDS, GROUP_ORDER_DEFAULT.shop),
  buyer: oneOf(GROUP_ORDER_BUYERS, GROUP_ORDER_DEFAULT.buyer),
});
