/** Status tags of a product's options (§3), spelled as the spec spells them. */
export const PRODUCT_OPTION_STATUS_TAGS = ['selling', 'notavaliable', 'new_product', 'invalid'] as const;
export type ProductOptionStatusTag = (typeof PRODUCT_OPTION_STATUS_TAGS)[number];

/** Tag type of grape varieties (`uva`, as in `uva_nombre_required` and `tags_by_category`). */
export const GRAPE_TAG_TYPE = 'uva';
