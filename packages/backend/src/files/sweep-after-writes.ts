import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import type { FileStore } from './file-store';

/**
 * Sweeps the file trash after every request but a GET or HEAD: the bytes of files whose rows a write removed
 * (an object delete's cascade, a replace) go after its commit.
 */
export const sweepAfterWrites =
  (db: Db, files: FileStore): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') files.sweep(db);
  };
