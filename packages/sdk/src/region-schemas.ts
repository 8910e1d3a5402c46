import { z } from 'zod';
import { componentSchema } from './component-schema';

// Answers of the Region (ZonaGeo) editor's calls (site-content-and-shell §2.11, §7), checked at the edge.

export const regionProductsSchema = componentSchema(
  'RegionProducts',
  z.object({
    items_count: z.number().int(),
    items: z.array(
      z.object({
        '@id': z.string(),
        '@name': z.string(),
        id: z.string(),
        path: z.string(),
        title: z.string(),
      }),
    ),
  }),
);
/** `GET {region}/@products`: how many products the region holds, and each with its id and path. */
export type RegionProducts = z.infer<typeof regionProductsSchema>;

/** One zone of `@get-zonas` with its sub-zones. */
export interface ZonaNode {
  id: string;
  path: string;
  type: string;
  name: string;
  children: ZonaNode[];
}
const zonaNodeSchema: z.ZodType<ZonaNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    path: z.string(),
    type: z.string(),
    name: z.string(),
    children: z.array(zonaNodeSchema),
  }),
);
export const zonaTreeSchema = componentSchema('ZonaTree', z.object({ zonas: z.array(zonaNodeSchema) }));
export type ZonaTree = z.infer<typeof zonaTreeSchema>;

export const regionMovedSchema = componentSchema('RegionMoved', z.object({ moved: z.number().int() }));
export const regionCopiedSchema = componentSchema('RegionCopied', z.object({ copied: z.number().int() }));
