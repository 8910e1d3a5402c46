import { type Context, Hono } from 'hono';
import type { Account } from './account-store';
import type { AppEnv } from './app-env';
import { type Db, getMeta } from './database';
import { unauthorized } from './errors';
import { roleCan } from './roles';

export const ROOT_PATH = '/db/guillotina';
export const ROOT_TITLE = 'Cellar';

const currentAccount = (c: Context<AppEnv>): Account => {
  const account = c.get('account');
  if (!account) throw unauthorized();
  return account;
};

/**
 * `/db/guillotina`: the root container and its `@canido`, behind `requireUser`.
 * The content tree arrives with the content issue; until then the root is an empty container.
 */
export function contentRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const rootUid = getMeta(db, 'root_uid') ?? '';

  const root = (c: Context<AppEnv>) =>
    c.json({
      '@id': `${new URL(c.req.url).origin}${ROOT_PATH}/`,
      '@type': 'Container',
      '@name': 'guillotina',
      '@uid': rootUid,
      is_folderish: true,
      items: [],
      length: 0,
      title: ROOT_TITLE,
    });
  // Mounted at the app root because hono's app.route() cannot express the trailing slash.
  routes.get(`${ROOT_PATH}/`, root);
  routes.get(ROOT_PATH, root);

  routes.get(`${ROOT_PATH}/@canido`, (c) => {
    const { role } = currentAccount(c);
    const names = (c.req.query('permissions') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    return c.json(Object.fromEntries(names.map((name) => [name, roleCan(role, name)])));
  });

  return routes;
}
