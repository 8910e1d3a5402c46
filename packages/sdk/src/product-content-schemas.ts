import { SHOP_IDS } from '@cellar/validation';
import { z } from 'zod';
import { componentSchema } from './component-schema';

// Answers of 'Create product content' (site-content-and-shell §2.13, §7), checked at the edge.

export const orphanOptionSchema = componentSchema(
  'OrphanOption',
  z.object({
    id_producto: z.string(),
    grupo: z.string(),
    nombre: z.string(),
    id_tipo_producto: z.string().nullable(),
    tienda: z.enum(SHOP_IDS),
    anyada: z.number().int().nullable(),
    capacidad: z.string(),
    graduacion: z.number().nullable(),
    precio: z.number(),
  }),
);
/** An ERP option no product holds yet (`@list-orphan-opciones`). */
export type OrphanOption = z.infer<typeof orphanOptionSchema>;

export const orphanOptionListSchema = componentSchema(
  'OrphanOptionList',
  z.object({ products: z.array(orphanOptionSchema) }),
);
export type OrphanOptionList = z.infer<typeof orphanOptionListSchema>;

export const bodegaListSchema = componentSchema(
  'BodegaList',
  z.object({ bodegas: z.array(z.object({ id: z.string(), nombre: z.string(), path: z.string() })) }),
);
export type BodegaList = z.infer<typeof bodegaListSchema>;
/** A winery of `@list-all-bodegas`. */
export type BodegaEntry = BodegaList['bodegas'][number];

export const productContentCreatedSchema = componentSchema(
  'ProductContentCreated',
  z.object({
    '@id': z.string(),
    '@name': z.string(),
    '@type': z.string(),
    '@uid': z.string(),
    path: z.string(),
  }),
);
/** The product a registration created: its ids and content path. */
export type ProductContentCreated = z.infer<typeof productContentCreatedSchema>;
