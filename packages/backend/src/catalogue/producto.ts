import { type Issue, LANGUAGES, SHOP_IDS, slugify } from '@cellar/validation';
import {
  CAPACITY_CODES,
  COUNTRIES,
  catalogueMessages,
  IMAGE_SLOTS,
  OPTION_STATES,
  productTipoIssues,
  TIPO_PREFIXES,
  validatePackImage,
  validatePackPatch,
} from '@cellar/validation/catalogue';
import {
  CONTENT_LIMITS,
  GRAPE_TAG_TYPE,
  productNameIssues,
  SITE_LIMITS,
  validateGrapeShares,
  validateNewPack,
} from '@cellar/validation/site';
import type { ObjectRow } from '../content/content-row';
import { CONTENT_REVIEW_BEHAVIOR } from '../content/content-types/content-review-behavior';
import { field } from '../content/content-types/field-builders';
import { SEO_BEHAVIOR } from '../content/content-types/seo-behavior';
import { answer, renamed, text } from '../content/content-types/type-rules';
import type { ContentTypeDef } from '../content/content-types/types';

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** One option: a product reference sold in one shop (catalogue-editors §3, site-content §3). */
export const optionField = field.object('Option', {
  tienda: field.choice('Shop', SHOP_IDS, { required: true }),
  referencia: field.string('Reference', { required: true, maxLength: SITE_LIMITS.packReference }),
  estado: field.choice('State', OPTION_STATES, { default: 'new_product' }),
  ultimas_unidades: field.boolean('Last units', { default: false }),
  precio_sin_impuestos: field.number('Price without taxes', { minimum: 0 }),
  precio: field.number('Price', { minimum: 0 }),
  impuestos: field.number('Tax rate', { minimum: 0, maximum: 1 }),
  proveedor: field.string('Supplier', { maxLength: 200 }),
  capacidad: field.choice('Capacity', CAPACITY_CODES, { default: '75' }),
  anyada: field.integer('Vintage', { minimum: SITE_LIMITS.anyada.min, maximum: SITE_LIMITS.anyada.max }),
  country: field.choice('Country', COUNTRIES),
  index: field.integer('Index', { minimum: 0 }),
  oferta: field.object('Offer', {
    id_tipo: field.string('Offer type'),
    precio_oferta: field.number('Offer price', { minimum: 0 }),
    descuento_especial: field.number('Special discount', { minimum: 0 }),
    mUnit: field.number('Multi-unit', { minimum: 0 }),
    uni_compra: field.integer('Buy units', { minimum: 0 }),
    uni_promo: field.integer('Free units', { minimum: 0 }),
  }),
  otros: field.object('Other', {
    solo_venta_privada: field.boolean('Private sale only', { default: false }),
  }),
  caracteristicas: field.object('Features', { avanzada: field.boolean('Advanced', { default: false }) }),
});

/** The texts of the product page sections (catalogue-editors §2), for one language. */
const productSections = field.object('Texts', {
  description: field.richtext('El vino'),
  a_que_sabe: field.richtext('what does it taste like'),
  como_beber: field.richtext('consumption and conservation'),
  maridajes: field.richtext('pairings'),
  score: field.richtext('awards and ratings'),
  elaboration: field.richtext('elaboration'),
  vineyard: field.richtext('vineyard'),
  experts_rating: field.richtext('experts rating'),
});

const tagEntry = field.object('Tag', {
  id: field.string('Tag id', { required: true }),
  otros_datos: field.object('Other data', {
    porcentaje: field.number('Percentage', { minimum: 0, maximum: 100 }),
  }),
});

const optionsOf = (data: Readonly<Record<string, unknown>>) =>
  Object.values(record(data.opciones)).map(record);

const distinct = (values: unknown[]): string[] => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value !== '')),
];

/** A Producto created as a pack: in the packs folder, or of tipo /pk. */
const isPack = (body: Record<string, unknown>, parent: ObjectRow): boolean =>
  parent.type_name === 'PacksFolder' || text(body.tipo).startsWith(TIPO_PREFIXES.pack);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A new pack's names per language (site-content §3): the form asks one name (§2.12), which names the pack in every
 * language not given a name of its own, as a registered product's names fall back to the Spanish one. Names of
 * another kind stay as sent, for the field check to refuse.
 */
function packNames(given: unknown, name: string): unknown {
  if (given !== undefined && given !== null && !isRecord(given)) return given;
  const names = record(given);
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const own = names[language];
      if (own !== undefined && own !== null && !isRecord(own)) return [language, own];
      const mine = record(own);
      return [language, { ...mine, nombre: text(mine.nombre) || name }];
    }),
  );
}

/** The 'Add new Pack' form's fields (§2.12) as the Producto type names them. */
const PACK_FIELDS = { name: 'nombre', group: 'id', reference: 'referencia_pack' } as const;

/** Wines, spirits, packs (tipo /pk, under /packs/) and complements (tipo /co, under /complementos/). */
export const productoType: ContentTypeDef = {
  name: 'Producto',
  title: 'Producto',
  folderish: false,
  allowedTypes: [],
  behaviors: [SEO_BEHAVIOR, CONTENT_REVIEW_BEHAVIOR],
  titleField: 'nombre',
  fields: {
    nombre: field.string('Nombre', { required: true, maxLength: CONTENT_LIMITS.productName, index: 'text' }),
    tipo: field.string('Type', {
      required: true,
      maxLength: 100,
      index: 'keyword',
      description: 'Type prefix: /vi wine, /de spirit, /pk pack, /co complement (e.g. /vi/tinto).',
    }),
    referencia_pack: field.string('Pack reference', {
      maxLength: SITE_LIMITS.packReference,
      index: 'keyword',
    }),
    nombres: field.perLanguage(
      'Names',
      field.object('Names', {
        nombre: field.string('Name', { maxLength: 300 }),
        nombre_corto: field.string('Short name', { maxLength: SITE_LIMITS.shortName }),
        nombre_banner: field.string('Banner name', { maxLength: SITE_LIMITS.bannerName }),
      }),
    ),
    labels: field.list('Labels', field.string('Label'), { index: 'keyword' }),
    localized_text: field.perLanguage('Texts per language', productSections),
    region: field.string('Region', { maxLength: 300, index: 'keyword', description: 'Path of a ZonaGeo.' }),
    otras_regiones: field.list('Other regions', field.string('Region', { maxLength: 300 }), {
      index: 'keyword',
      description:
        'Paths of the ZonaGeo a region copy (`@copy-content`) added the product to, besides its region.',
    }),
    tags_by_category: field.map('Tags by category', field.list('Tags', tagEntry), {
      description: `Tag type (e.g. ${GRAPE_TAG_TYPE}) to the product's tags; grapes carry otros_datos.porcentaje.`,
    }),
    graduacion: field.number('Alcohol', { minimum: SITE_LIMITS.graduacion.min }),
    video: field.string('Product video', { maxLength: 500 }),
    opciones: field.map('Options', optionField, { description: 'Keyed by `{referencia}-{tienda}`.' }),
    otras_props: field.json('Other properties'),
    new_otras_props: field.json('New other properties'),
    pack_descatalogado: field.boolean('Pack descatalogued', { default: false }),
    contenido_del_pack: field.map(
      'Pack content',
      field.object('Pack product', {
        cantidad: field.integer('Quantity', { required: true, minimum: 1 }),
        orden: field.integer('Order', { minimum: 0 }),
        regalo: field.boolean('Gift', { default: false }),
      }),
      { description: "Keyed by product reference, or group id '#' capacity code." },
    ),
    descuento_del_pack: field.number('Pack discount', { minimum: 0, maximum: 1, default: 0 }),
    pack_image: field.file('Pack image', {
      description: 'PNG of 453x290.',
      accept: (file) => {
        const image = validatePackImage(file);
        return image.ok ? [] : image.issues;
      },
    }),
    googlemap_url: field.string('Map link', { maxLength: 2000 }),
    images: field.map(
      'Images',
      field.object(
        'Reference images',
        Object.fromEntries(IMAGE_SLOTS.map((slot) => [slot, field.string(slot)])),
      ),
      { readonly: true, description: 'Per product reference, the path of each image slot.' },
    ),
    referencias: field.list('References', field.string('Reference'), {
      readonly: true,
      index: 'keyword',
      description: 'The references of the options (computed).',
      derive: (data) => distinct(optionsOf(data).map((option) => option.referencia)).sort(),
    }),
    estados: field.list('States', field.choice('State', OPTION_STATES), {
      readonly: true,
      index: 'keyword',
      description: 'The states of the options (computed).',
      derive: (data) => distinct(optionsOf(data).map((option) => option.estado)).sort(),
    }),
  },
  // New pack (§2.12, §5): name, group (the id) and reference required, group and reference slugified, the
  // reference at most 7 characters. Fixtures keep their ERP references as written (upper case).
  // Any other new product (§2.3): the name, worded as the form labels it, and the id it gives; the tipo rule of
  // its place is the type's own (`validate`). A name of another kind is the field check's.
  create: (body, parent, { trusted }) => {
    if (trusted) return { issues: [] };
    if (!isPack(body, parent)) {
      if (body.nombre !== undefined && typeof body.nombre !== 'string') return { issues: [] };
      const nombre = text(body.nombre).trim();
      const id = text(body.id) || slugify(nombre);
      const issues = productNameIssues(nombre, id);
      return issues.length > 0 ? { issues } : { issues, values: { id, nombre } };
    }
    return renamed(
      answer(
        validateNewPack({ name: body.nombre, group: body.id, reference: body.referencia_pack }),
        (v) => ({
          id: v.group,
          nombre: v.name,
          referencia_pack: v.reference,
          nombres: packNames(body.nombres, v.name),
        }),
      ),
      PACK_FIELDS,
    );
  },
  validate(data, { path }) {
    const issues: Issue[] = [];
    issues.push(...productTipoIssues(typeof data.tipo === 'string' ? data.tipo : '', path));
    for (const [category, tags] of Object.entries(record(data.tags_by_category))) {
      const grapes = validateGrapeShares(tags, `tags_by_category.${category}`);
      if (!grapes.ok) issues.push(...grapes.issues);
    }
    // The pack rule's content and discount are stored: a gift in the pack resets the discount to 0 (§5).
    const pack = validatePackPatch(data);
    if (!pack.ok) issues.push(...pack.issues);
    for (const [key, option] of Object.entries(record(data.opciones))) {
      const { referencia, tienda } = record(option);
      if (key !== `${referencia}-${tienda}`)
        issues.push({ path: `opciones.${key}`, message: catalogueMessages.limits.optionKey });
    }
    return { issues, values: pack.ok ? pack.value : undefined };
  },
};
