import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { notFound, unauthorized } from '../http/errors';
import { type ObjectRow, ROOT_OBJECT_PATH } from './content-row';
import { Permissions } from './permissions';

/**
 * A guard for calls that act on no one object (editor uploads, the product's competitor URLs): 401 without an
 * account, 403 unless the account has `permission` on the site root.
 */
export const requireRootPermission =
  (db: Db, permission: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const account = c.get('account');
    if (!account) throw unauthorized();
    const root = db
      .prepare<[string], ObjectRow>('SELECT * FROM objects WHERE path = ?')
      .get(ROOT_OBJECT_PATH);
    if (root === undefined) throw notFound();
    new Permissions(db, account).require(root, permission);
    await next();
  };
