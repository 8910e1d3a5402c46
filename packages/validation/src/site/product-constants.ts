/** Status tags of a product's options (§3), spelled as the spec spells them. */
export const PRODUCT_OPTION_STATUS_TAGS = ['selling', 'notavaliable', 'new_product', 'invalid'] as const;
export type ProductOptionStatusTag = (typeof PRODUCT_OPTION_STATUS_TAGS)[number];

/** Tag type of grape varieties (`uva`, as in `uva_nombre_required` and `tags_by_category`). */
export const GRAPE_TAG_TYPE = 'uva';

/**
 * The types a product created from an ERP option may take ('Create product content', §2.13): wines (/vi) and
 * spirits (/de), as the catalogue's products use them. The type select of the page lists these.
 */
export const PRODUCT_CONTENT_TIPOS = [
  { value: '/vi/tinto', label: 'Vino tinto' },
  { value: '/vi/blanco', label: 'Vino blanco' },
  { value: '/vi/rosado', label: 'Vino rosado' },
  { value: '/vi/espumoso', label: 'Vino espumoso' },
  { value: '/vi/dulce', label: 'Vino dulce' },
  { value: '/vi/generoso', label: 'Vino generoso' },
  { value: '/de/brandy', label: 'Brandy' },
  { value: '/de/cognac', label: 'Cognac' },
  { value: '/de/armagnac', label: 'Armagnac' },
  { value: '/de/grappa', label: 'Grappa' },
  { value: '/de/licor', label: 'Licor' },
] as const;
