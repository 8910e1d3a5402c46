import { CELLAR_ENVIRONMENTS, LANGUAGES, SHOP_IDS } from '@cellar/validation';
import { z } from 'zod';

export const tokenSchema = z.object({ token: z.string().min(1) });

export const containerSchema = z.looseObject({
  '@id': z.string(),
  '@type': z.string(),
  '@name': z.string(),
  is_folderish: z.boolean(),
});
export type Container = z.infer<typeof containerSchema>;

export const permissionAnswersSchema = z.record(z.string(), z.boolean());
export type PermissionAnswers = z.infer<typeof permissionAnswersSchema>;

/** One shop as the deployment configures it (`GET /v2/@shops`): `host` is the public host of its pages. */
export const configuredShopSchema = z.object({
  id: z.enum(SHOP_IDS),
  language: z.enum(LANGUAGES),
  country: z.string(),
  letter: z.string(),
  domain: z.string().min(1),
  host: z.string().min(1),
});
export type ConfiguredShop = z.infer<typeof configuredShopSchema>;

export const shopConfigurationSchema = z.object({
  environment: z.enum(CELLAR_ENVIRONMENTS),
  shops: z.array(configuredShopSchema),
});
export type ShopConfiguration = z.infer<typeof shopConfigurationSchema>;
