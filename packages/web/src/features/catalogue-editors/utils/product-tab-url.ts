import { PRODUCT_MENU_SECTIONS } from '@cellar/validation/catalogue';
import { defineUrlState, oneOf } from '@/lib/url-state';

const SECTION_IDS = PRODUCT_MENU_SECTIONS.map((section) => section.id);

/** The Product tab's URL state: `?menu=` the section shown (catalogue-editors §2), Product details by default. */
export const productTabUrl = defineUrlState({ menu: oneOf(SECTION_IDS, 'details') });
