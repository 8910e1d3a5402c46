import { CELLAR_ENVIRONMENTS, LANGUAGES, SHOP_IDS } from '@cellar/validation';
import { z } from 'zod';
import { componentSchema } from './component-schema';

// Session and shell answers (the OpenAPI document's components), checked at the edge.

export const tokenSchema = componentSchema('Token', z.object({ token: z.string().min(1) }));

export const containerSchema = componentSchema(
  'Container',
  z.looseObject({
    '@id': z.string(),
    '@type': z.string(),
    '@name': z.string(),
    '@uid': z.string().optional(),
    is_folderish: z.boolean(),
    title: z.string().optional(),
    items: z.array(z.record(z.string(), z.unknown())).optional(),
    length: z.number().int().optional(),
  }),
);
export type Container = z.infer<typeof containerSchema>;

export const permissionAnswersSchema = componentSchema(
  'PermissionAnswers',
  z.record(z.string(), z.boolean()),
);
export type PermissionAnswers = z.infer<typeof permissionAnswersSchema>;

/** One shop as the deployment configures it (`GET /v2/@shops`): `host` is the public host of its pages. */
export const configuredShopSchema = componentSchema(
  'ConfiguredShop',
  z.object({
    id: z.enum(SHOP_IDS),
    language: z.enum(LANGUAGES),
    country: z.string(),
    letter: z.string(),
    domain: z.string().min(1),
    host: z.string().min(1),
  }),
);
export type ConfiguredShop = z.infer<typeof configuredShopSchema>;

export const shopConfigurationSchema = componentSchema(
  'ShopConfiguration',
  z.object({
    environment: z.enum(CELLAR_ENVIRONMENTS),
    shops: z.array(configuredShopSchema),
  }),
);
export type ShopConfiguration = z.infer<typeof shopConfigurationSchema>;
