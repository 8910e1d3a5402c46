import { IMAGE_SLOTS, OPTION_STATES } from '@cellar/validation/catalogue';
import { z } from 'zod';
import { componentSchema } from './component-schema';

// Answers of the catalogue editors' calls (the OpenAPI document's components), checked at the edge.

export const imageAnswerSchema = componentSchema(
  'ImageAnswer',
  z.object({
    path: z.string(),
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    extension: z.string().optional(),
    md5: z.string().optional(),
  }),
);
/** A stored product image: its path relative to the product, and the stored file. */
export type ImageAnswer = z.infer<typeof imageAnswerSchema>;

const optionStateSchema = componentSchema('OptionState', z.enum(OPTION_STATES));

export const productReferenceSchema = componentSchema(
  'ProductReference',
  z.object({
    referencia: z.string(),
    nombre: z.string(),
    group: z.string(),
    path: z.string(),
    anyada: z.number().int().nullable(),
    capacidad: z.string(),
    estados: z.array(optionStateSchema),
    image: z.string().nullable(),
  }),
);
/** One reference of a product: a row of the Pack editor's product table. */
export type ProductReference = z.infer<typeof productReferenceSchema>;

/** What the product search, the lookup by reference and a product's detail all answer of a product. */
const productFields = {
  '@id': z.string(),
  '@name': z.string(),
  '@type': z.string(),
  '@uid': z.string(),
  path: z.string(),
  group: z.string(),
  nombre: z.string(),
  tipo: z.string(),
  modification_date: z.string(),
  references: z.array(productReferenceSchema),
  pack_descatalogado: z.boolean().optional(),
};

export const productSummarySchema = componentSchema(
  'ProductSummary',
  z.object({
    ...productFields,
    opciones: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    images: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  }),
);
/** A product as the product search and the lookup by reference answer it. */
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSearchResponseSchema = componentSchema(
  'ProductSearchResponse',
  z.object({
    items: z.array(productSummarySchema),
    items_total: z.number().int(),
    cursor: z.string().nullable(),
  }),
);
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

export const productsByReferenceResponseSchema = componentSchema(
  'ProductsByReferenceResponse',
  z.object({
    products: z.array(productSummarySchema),
    rows: z.record(z.string(), productReferenceSchema.nullable()),
  }),
);
export type ProductsByReferenceResponse = z.infer<typeof productsByReferenceResponseSchema>;

export const productDetailSchema = componentSchema(
  'ProductDetail',
  z.object({
    ...productFields,
    images: z
      .array(
        componentSchema(
          'ProductImage',
          z.object({ referencia: z.string(), slot: z.enum(IMAGE_SLOTS), url: z.string() }),
        ),
      )
      .optional(),
    bodega: componentSchema('ProductWinery', z.object({ id: z.string(), nombre: z.string() }))
      .nullable()
      .optional(),
  }),
);
/** A product as `@product` answers it: with `bodega_extras`, its images and winery too. */
export type ProductDetail = z.infer<typeof productDetailSchema>;
/** One slot image of a product reference, with its same-origin URL. */
export type ProductImage = NonNullable<ProductDetail['images']>[number];
