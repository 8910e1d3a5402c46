import { PERMISSIONS } from '@cellar/validation';
import { GLOBAL_ROLE } from '../auth/roles';
import { type ViewDef, view } from '../content/content-view';
import type { Db } from '../db/database';
import { countries, provincias } from './countries';

/**
 * `@field-constants` (any viewer), `@principals` (SeePermissions) and `@user_info` (any session: who is logged in
 * and their global role, in Guillotina's shape `{id, roles: {role: 1}, groups}`) on the content dispatcher.
 */
export const constantsViews = (db: Db): ViewDef[] => [
  view('GET', '@field-constants', (ctx) => ctx.c.json({ provincias: provincias(), paises: countries() })),
  view(
    'GET',
    '@principals',
    (ctx) =>
      ctx.c.json({
        users: db
          .prepare<[], { email: string }>('SELECT email FROM accounts ORDER BY email')
          .all()
          .map(({ email }) => ({ id: email, email })),
        groups: [],
      }),
    { permission: PERMISSIONS.SeePermissions },
  ),
  view('GET', '@user_info', (ctx) =>
    ctx.c.json({
      id: ctx.account.email,
      email: ctx.account.email,
      roles: { [GLOBAL_ROLE[ctx.account.role]]: 1 },
      groups: [],
    }),
  ),
];
