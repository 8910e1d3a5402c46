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
