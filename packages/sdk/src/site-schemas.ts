import { z } from 'zod';
import { componentSchema } from './component-schema';

// Answers of the site editors' calls (the OpenAPI document's components), checked at the edge.

export const tagProductSchema = componentSchema(
  'TagProduct',
  z.object({ '@id': z.string(), '@name': z.string(), path: z.string(), nombre: z.string() }),
);
/** A product of a tag: its URL, id, content path and name. */
export type TagProduct = z.infer<typeof tagProductSchema>;

export const tagProductsSchema = componentSchema(
  'TagProducts',
  z.object({ items_total: z.number().int(), items: z.array(tagProductSchema) }),
);
/** The products of a tag ('Ver Productos'): at most 200, and how many there are. */
export type TagProducts = z.infer<typeof tagProductsSchema>;
