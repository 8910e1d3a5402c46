import { TIPO_PREFIXES, type TipoKind } from './constants';

export interface MenuSection {
  id: string;
  label: string;
}

export interface MenuGroup {
  label: string;
  sections: readonly MenuSection[];
}

/** Left menu of the winery Edit tab (§2), ids and labels as the spec writes them. */
export const WINERY_MENU_SECTIONS: readonly MenuSection[] = [
  { id: 'details', label: 'Winery details' },
  { id: 'origins', label: 'Origins and history' },
  { id: 'team', label: 'The team' },
  { id: 'territory', label: 'Vineyards' },
  { id: 'elaboration', label: 'Winemaking' },
  { id: 'wines', label: 'The wines' },
  { id: 'company', label: 'The company / group' },
  { id: 'location', label: 'Town' },
  { id: 'contact', label: 'Contact' },
];

/** The page sections of a product (§2 'Page sections' group): each a rich text per language in localized_text. */
const PAGE_SECTIONS = [
  { id: 'description', label: 'El vino' },
  { id: 'a_que_sabe', label: 'what does it taste like' },
  { id: 'como_beber', label: 'consumption and conservation' },
  { id: 'maridajes', label: 'pairings' },
  { id: 'score', label: 'awards and ratings' },
  { id: 'elaboration', label: 'elaboration' },
  { id: 'vineyard', label: 'vineyard' },
  { id: 'experts_rating', label: 'experts rating' },
] as const satisfies readonly MenuSection[];
export type ProductTextSection = (typeof PAGE_SECTIONS)[number]['id'];

/** The ids of the page sections, in menu order. */
export const PRODUCT_TEXT_SECTIONS: readonly ProductTextSection[] = PAGE_SECTIONS.map(
  (section) => section.id,
);

export const isProductTextSection = (value: unknown): value is ProductTextSection =>
  (PRODUCT_TEXT_SECTIONS as readonly unknown[]).includes(value);

/**
 * Menu of the Product editor (§2). The spec gives no label for elaboration, vineyard and experts_rating:
 * they read as their id, in the lower case of their group's other labels.
 */
export const PRODUCT_MENU_GROUPS: readonly MenuGroup[] = [
  { label: 'Product', sections: [{ id: 'details', label: 'Product details' }] },
  { label: 'Page sections', sections: PAGE_SECTIONS },
  {
    label: 'More',
    sections: [
      { id: 'images', label: 'Product images' },
      { id: 'video', label: 'Product video' },
      { id: 'options', label: 'Options' },
    ],
  },
];

/** Every product menu section, in menu order. */
export const PRODUCT_MENU_SECTIONS: readonly MenuSection[] = PRODUCT_MENU_GROUPS.flatMap(
  (group) => group.sections,
);

export const WINERY_TABS = ['Items', 'Edit', 'Permissions', 'AuditLog', 'SEO', 'ContentReview'] as const;

export type ProductEditorKind = 'pack' | 'complements' | 'product';

/** Tabs of the Product editor per kind (§2): packs and complements replace the Product tab. */
export const PRODUCT_EDITOR_TABS: Readonly<Record<ProductEditorKind, readonly string[]>> = {
  product: ['Product', 'Permissions', 'AuditLog', 'SEO', 'ContentReview', 'Price comparator'],
  pack: ['Pack', 'Options', 'Permissions', 'AuditLog', 'SEO', 'ContentReview', 'Price comparator'],
  complements: [
    'Complements',
    'Options',
    'Permissions',
    'AuditLog',
    'SEO',
    'ContentReview',
    'Price comparator',
  ],
};

/**
 * Which editor a product path opens (§2): a path starting with /packs shows the Pack editor, one starting with
 * /complementos the Complements tab, every other product the Product editor.
 */
export function editorForPath(path: string): ProductEditorKind {
  if (path.startsWith('/packs')) return 'pack';
  if (path.startsWith('/complementos')) return 'complements';
  return 'product';
}

/** The kind a tipo names by its prefix (/pk pack, /co complement, /vi wine), or undefined for any other. */
export function tipoKind(tipo: unknown): TipoKind | undefined {
  if (typeof tipo !== 'string') return undefined;
  const kinds = Object.keys(TIPO_PREFIXES) as TipoKind[];
  return kinds.find((kind) => tipo.startsWith(TIPO_PREFIXES[kind]));
}

/**
 * Types whose SEO tab has the H1 field (catalogue-editors §2 "optionally H1"; site-content-and-shell §2.3 names
 * the H1 only for the grape-variety tags, the only tags with an SEO tab): wineries, products and those tags.
 * Landings and zones edit title and description only.
 */
export const SEO_H1_TYPES: readonly string[] = ['Bodega', 'Producto', 'Tag'];

export const seoHasH1 = (type: string): boolean => SEO_H1_TYPES.includes(type);

/** The winery Edit sections that hold a text per language (`localized_text.{language}.{section}`). */
export const WINERY_TEXT_SECTIONS: readonly string[] = [
  'details',
  'origins',
  'team',
  'territory',
  'elaboration',
  'wines',
  'company',
];
