import { PRODUCT } from './shops';

/** Permission names of §6 of the content documents; `{product}` is {@link PRODUCT}. */
export const PERMISSIONS = {
  ViewContent: 'guillotina.ViewContent',
  ModifyContent: 'guillotina.ModifyContent',
  SeePermissions: 'guillotina.SeePermissions',
  DeleteContent: 'guillotina.DeleteContent',
  ViewLogs: `${PRODUCT}.ViewLogs`,
  ScheduleNewsletters: `${PRODUCT}.ScheduleNewsletters`,
  ReviewContent: `${PRODUCT}.ReviewContent`,
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

export const isPermission = (name: string): name is Permission =>
  (ALL_PERMISSIONS as readonly string[]).includes(name);
