import type { components } from '@cellar/contract';
import { z } from 'zod';
import { componentSchema } from './component-schema';
import type { CellarClient } from './create-client';
import { SchemaError } from './errors';
import { schemaIssues } from './request';

type Schemas = components['schemas'];

export const siteLanguageTextsSchema = componentSchema(
  'SiteLanguageTexts',
  z.object({ es: z.string(), it: z.string(), fr: z.string(), de: z.string(), en: z.string() }),
);

export const promoSchema = componentSchema(
  'Promo',
  z.object({
    id: z.string(),
    date_start: z.string().nullable().optional(),
    date_end: z.string().nullable().optional(),
    bg_color: z.string(),
    text: siteLanguageTextsSchema,
    link: siteLanguageTextsSchema,
    display_countdown: z.boolean(),
    isNew: z.boolean().optional(),
  }),
);
/** A site-wide promo banner (site-content-and-shell §3). */
export type Promo = z.infer<typeof promoSchema>;

/** What the Promos editor reads: the list and the `modification_date` to save against. */
export interface PromosRead {
  promos: Promo[];
  modification_date: string;
}

const promosObjectSchema = z.looseObject({
  modification_date: z.string(),
  promos: z.array(promoSchema).optional(),
});

export const taxonomyNodeSchema: z.ZodType<Schemas['TaxonomyNode']> = componentSchema(
  'TaxonomyNode',
  z.object({
    id: z.string(),
    name: siteLanguageTextsSchema,
    url: siteLanguageTextsSchema.optional(),
    get children() {
      return z.array(taxonomyNodeSchema);
    },
  }),
);
/** A taxonomy node (§3); `url` only in the product-category taxonomy. */
export type TaxonomyNode = Schemas['TaxonomyNode'];

/** What the Taxonomy editor reads: the tree and the `modification_date` to save against. */
export interface TaxonomyRead {
  children: TaxonomyNode[];
  modification_date: string;
}

const taxonomyObjectSchema = z.looseObject({
  modification_date: z.string(),
  children: z.array(taxonomyNodeSchema).optional(),
});

/** The object read by `content.get`, checked by `schema` (a SchemaError naming the wrong fields otherwise). */
async function readObject<S extends z.ZodType>(
  client: CellarClient,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await client.content.get(path));
  if (!parsed.success) throw new SchemaError('getObject', schemaIssues(parsed.error.issues), 200);
  return parsed.data;
}

/**
 * The Promos editor's calls (site-content-and-shell §2.9, §7 'PATCH {path} with promos'), over a client's content
 * calls. Built by the screen that needs them rather than held by every client, so that neither they nor their
 * schemas weigh on the admin's first page (its size budget is nearly spent). The object is the site's
 * Promos object (`/promos/`). A save sends the whole list; the server keeps the end date at 23:59:59 Madrid and links
 * with their leading '/'. Failures: `ValidationError` (400, `body.details` at `promos.{i}.text.{language}`: "It's
 * missing the {language} translation of the promo {title}"), `ForbiddenError` without ModifyContent,
 * `ConflictError` when someone else holds the editing lock, `PreconditionFailedError` for a stale `lastModDate`.
 */
export function createPromosApi(client: CellarClient) {
  return {
    /**
     * Reads the promos of a Promos object (an object without any answers an empty list).
     *
     * @example
     * const { promos, modification_date } = await createPromosApi(client).get('/promos/');
     */
    get: async (path: string): Promise<PromosRead> => {
      const object = await readObject(client, path, promosObjectSchema);
      return { promos: object.promos ?? [], modification_date: object.modification_date };
    },

    /**
     * Saves the whole list of promos (PATCH {path} {promos}); resolves on 204.
     *
     * @example
     * await createPromosApi(client).save('/promos/', promos, { lastModDate: modification_date });
     */
    save: async (path: string, promos: Promo[], options: { lastModDate?: string } = {}) => {
      const body: Schemas['PromosPatch'] = { promos };
      await client.content.patch(path, body, options);
    },
  };
}

/**
 * The Taxonomy editor's calls (site-content-and-shell §2.10, §7 'PATCH {path} with children'), over a client's
 * content calls (built where needed, as {@link createPromosApi}). A save sends the
 * whole tree. Failures: `ValidationError` (400, `body.details` at `children.{i}[.children.{j}...].id` 'Please
 * input the id' or `.name` 'The name is missing in: {languages}'), `ForbiddenError` without ModifyContent,
 * `ConflictError` (someone else's editing lock), `PreconditionFailedError` (stale `lastModDate`).
 */
export function createTaxonomyApi(client: CellarClient) {
  return {
    /**
     * Reads the tree of a Taxonomy object.
     *
     * @example
     * const { children } = await createTaxonomyApi(client).get('/taxonomies/categorias-producto/');
     */
    get: async (path: string): Promise<TaxonomyRead> => {
      const object = await readObject(client, path, taxonomyObjectSchema);
      return { children: object.children ?? [], modification_date: object.modification_date };
    },

    /**
     * Saves the whole tree (PATCH {path} {children}); resolves on 204.
     *
     * @example
     * await createTaxonomyApi(client).save('/taxonomies/ocasiones/', children, { lastModDate });
     */
    save: async (path: string, children: TaxonomyNode[], options: { lastModDate?: string } = {}) => {
      const body: Schemas['TaxonomyPatch'] = { children };
      await client.content.patch(path, body, options);
    },
  };
}

export type PromosApi = ReturnType<typeof createPromosApi>;
export type TaxonomyApi = ReturnType<typeof createTaxonomyApi>;
