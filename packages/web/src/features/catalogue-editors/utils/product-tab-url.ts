import { PRODUCT_MENU_SECTIONS } from '@cellar/validation/catalogue';
import { defineUrlState, oneOf, text } from '@/lib/url-state';

const SECTION_IDS = PRODUCT_MENU_SECTIONS.map((section) => section.id);

/**
 * The Product tab's URL state (catalogue-editors §2): `?menu=` the section shown, Product details by default;
 * `?id_producto=` the product reference whose card the Images screen ('images') opens.
 */
export const productTabUrl = defineUrlState({
  menu: oneOf(SECTION_IDS, 'details'),
  id_producto: text(),
});
