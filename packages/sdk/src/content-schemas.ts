import { folderPath, GRANT_SETTINGS, parseObjectPath } from '@cellar/validation';
import { z } from 'zod';
import { componentSchema } from './component-schema';

// Response schemas of the content API (the OpenAPI document's components), checked at the edge.

export const createdSchema = componentSchema(
  'Created',
  z.object({
    '@id': z.string(),
    '@name': z.string(),
    '@type': z.string(),
    '@uid': z.string(),
  }),
);
export type Created = z.infer<typeof createdSchema>;

/**
 * Where a moved object is now. `@id` is its URL (a plain Guillotina's `@url`), `path` its content path
 * (`/bodegas/vega-sicilia/`), `@name` its id; `@type` and `@uid` when the server says them (the reference
 * backend does, a plain Guillotina does not).
 */
export interface Moved {
  '@id': string;
  '@name': string;
  path: string;
  '@type'?: string;
  '@uid'?: string;
}

/** The answer of `@move`: the reference backend's Created, or a plain Guillotina's `{"@url": ...}`, as {@link Moved}. */
export const moveAnswerSchema = componentSchema(
  'MoveAnswer',
  z.union([createdSchema, z.object({ '@url': z.string() })]),
).transform((answer, ctx): Moved => {
  const field = '@url' in answer ? '@url' : '@id';
  const url = '@url' in answer ? answer['@url'] : answer['@id'];
  const segments = parseObjectPath(url);
  if (segments === undefined) {
    ctx.addIssue({ code: 'custom', path: [field], message: 'Not the URL of an object of the container' });
    return z.NEVER;
  }
  const moved: Moved = {
    '@id': url,
    '@name': '@url' in answer ? (segments.at(-1) ?? '') : answer['@name'],
    path: folderPath(segments),
  };
  if (!('@url' in answer)) {
    moved['@type'] = answer['@type'];
    moved['@uid'] = answer['@uid'];
  }
  return moved;
});

export const summarySchema = componentSchema(
  'Summary',
  z.object({
    '@id': z.string(),
    '@name': z.string(),
    '@type': z.string(),
    '@uid': z.string(),
    title: z.string().optional(),
    is_folderish: z.boolean().optional(),
    modification_date: z.string().optional(),
  }),
);
export type Summary = z.infer<typeof summarySchema>;

export const resourceSchema = componentSchema(
  'Resource',
  z.looseObject({
    '@id': z.string(),
    '@type': z.string(),
    '@name': z.string(),
    '@uid': z.string(),
    parent: z
      .object({
        '@id': z.string().optional(),
        '@name': z.string().optional(),
        '@type': z.string().optional(),
        '@uid': z.string().optional(),
      })
      .optional(),
    is_folderish: z.boolean(),
    creation_date: z.string(),
    modification_date: z.string(),
    /** The display title, or the type's own title field (a map by language for a Landing). */
    title: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
    items: z.array(summarySchema).optional(),
    length: z.number().int().optional(),
  }),
);
/** A content object: Guillotina fields, its type's fields and behaviours under their dotted names. */
export type Resource = z.infer<typeof resourceSchema>;

export const searchItemSchema = componentSchema(
  'SearchItem',
  z.looseObject({
    '@id': z.string(),
    '@name': z.string(),
    '@uid': z.string(),
    '@type': z.string().optional(),
    type_name: z.string(),
    path: z.string(),
    depth: z.number().int(),
    title: z.string().optional(),
    parent_uuid: z.string().optional(),
    is_folderish: z.boolean().optional(),
    creation_date: z.string().optional(),
    modification_date: z.string().optional(),
  }),
);
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchResponseSchema = componentSchema(
  'SearchResponse',
  z.object({
    items: z.array(searchItemSchema),
    items_total: z.number().int(),
  }),
);
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const countSchema = componentSchema('Count', z.object({ items_total: z.number().int() }));

export const logEntrySchema = componentSchema(
  'LogEntry',
  z.object({
    id: z.number().int().optional(),
    uid: z.string().nullable().optional(),
    date: z.string(),
    user: z.string(),
    action: z.string(),
    path: z.string().optional(),
    payload: z.unknown(),
  }),
);
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logPageSchema = componentSchema(
  'LogPage',
  z.object({
    logs: z.array(logEntrySchema),
    search_after: z.string().nullable(),
  }),
);
export type LogPage = z.infer<typeof logPageSchema>;

export const typeSchemaSchema = componentSchema(
  'TypeSchema',
  z.looseObject({
    title: z.string(),
    type: z.string(),
    required: z.array(z.string()).optional(),
    properties: z.record(z.string(), z.unknown()),
    fieldsets: z.array(z.record(z.string(), z.unknown())).optional(),
  }),
);
export type TypeSchema = z.infer<typeof typeSchemaSchema>;

const settingSchema = componentSchema('Setting', z.enum(GRANT_SETTINGS));
export type Setting = z.infer<typeof settingSchema>;
const grantMap = z.record(z.string(), z.record(z.string(), settingSchema));
const sharingEntrySchema = componentSchema(
  'SharingEntry',
  z.object({ roleperm: grantMap, prinperm: grantMap, prinrole: grantMap }),
);
export type SharingEntry = z.infer<typeof sharingEntrySchema>;

export const sharingSchema = componentSchema(
  'Sharing',
  z.object({
    local: sharingEntrySchema,
    inherit: z.array(sharingEntrySchema.extend({ '@id': z.string(), path: z.string().optional() })),
  }),
);
export type Sharing = z.infer<typeof sharingSchema>;

export const lockSchema = componentSchema(
  'Lock',
  z.object({
    modification_date: z.string(),
    locked_by: z.string(),
    since: z.string().optional(),
    expires: z.string(),
  }),
);
export type Lock = z.infer<typeof lockSchema>;

export const behaviorsSchema = componentSchema(
  'Behaviors',
  z.looseObject({
    available: z.array(z.string()),
    static: z.array(z.string()),
    dynamic: z.array(z.string()),
  }),
);
export type Behaviors = z.infer<typeof behaviorsSchema>;

export const fileInfoSchema = componentSchema(
  'FileInfo',
  z.object({
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    extension: z.string().optional(),
    md5: z.string().optional(),
  }),
);
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** The answer of `@upload`: the stored file (reference backend), or null when the server says nothing (`{}`, Guillotina). */
export const uploadAnswerSchema = componentSchema(
  'UploadAnswer',
  z.union([
    fileInfoSchema,
    z.custom<Record<string, never>>(
      (value) => typeof value === 'object' && value !== null && Object.keys(value).length === 0,
      { message: 'Expected a file description or {}' },
    ),
  ]),
).transform((answer): FileInfo | null => ('filename' in answer ? (answer as FileInfo) : null));

export const countrySchema = componentSchema(
  'Country',
  z.object({ nombre: z.string(), id_pais: z.string() }),
);
export type Country = z.infer<typeof countrySchema>;

export const constantsSchema = componentSchema('Constants', z.object({ countries: z.array(countrySchema) }));

const provinciaSchema = componentSchema(
  'Provincia',
  z.object({ id_provincia: z.string(), nombre: z.string(), id_pais: z.string().optional() }),
);

export const fieldConstantsSchema = componentSchema(
  'FieldConstants',
  z.object({ provincias: z.array(provinciaSchema), paises: z.array(countrySchema) }),
);
export type FieldConstants = z.infer<typeof fieldConstantsSchema>;

/** `@list-id-zonas`: the zones a product's region is picked from (catalogue-editors §7). */
export const zonaListSchema = componentSchema(
  'ZonaList',
  z.object({ zonas: z.array(z.object({ type: z.string(), path: z.string(), name: z.string() })) }),
);
export type ZonaList = z.infer<typeof zonaListSchema>;
export type Zona = ZonaList['zonas'][number];

/** One tag of `@tags/{type}` (catalogue-editors §7). */
export const tagEntrySchema = componentSchema(
  'TagEntry',
  z.object({ id: z.string(), name: z.string(), path: z.string() }),
);
export type TagEntry = z.infer<typeof tagEntrySchema>;

export const principalsSchema = componentSchema(
  'Principals',
  z.object({
    users: z.array(z.object({ id: z.string(), email: z.string() })),
    groups: z.array(z.unknown()),
  }),
);
export type Principals = z.infer<typeof principalsSchema>;

/** Guillotina's `@user_info`: `roles` maps each global role to 1 (a real server may say true). */
export const userInfoSchema = componentSchema(
  'UserInfo',
  z.object({
    id: z.string(),
    email: z.string().optional(),
    roles: z.record(z.string(), z.union([z.number(), z.boolean()])),
    groups: z.array(z.string()),
  }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;

export const uploadedImageSchema = componentSchema('UploadedImage', z.object({ url: z.string() }));
