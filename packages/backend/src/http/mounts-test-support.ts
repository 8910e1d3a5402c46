// The services `MOUNTS` is built from, for tests that read the mount list itself (its views, their keys).
import { DEFAULT_CELLAR_ENVIRONMENT, DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { AccountStore } from '../auth/account-store';
import { LoginLimiter } from '../auth/login-limiter';
import { requireUser } from '../auth/require-user';
import { SessionStore } from '../auth/session-store';
import { ContentStore } from '../content/content-store';
import type { ViewDef } from '../content/content-view';
import { openDatabase } from '../db/database';
import { FileStore } from '../files/file-store';
import { emptyDir } from '../test-support';
import { createLogger } from './logger';
import { MOUNTS, type MountDeps } from './mounts';

/** Services for `MOUNTS` over a fresh in-memory database; close `db` when done. */
export function mountDeps(): MountDeps {
  const db = openDatabase(':memory:');
  const now = Date.now;
  const accounts = new AccountStore(db);
  const sessions = new SessionStore(db, now);
  return {
    db,
    logger: createLogger('silent'),
    now,
    webDir: emptyDir(),
    environment: DEFAULT_CELLAR_ENVIRONMENT,
    shopDomains: DEFAULT_SHOP_DOMAINS,
    accounts,
    sessions,
    limiter: new LoginLimiter(now),
    files: new FileStore(emptyDir()),
    store: new ContentStore(db, { now }),
    requireUser: requireUser(sessions, accounts),
  };
}

/** Every view of `MOUNTS`, in order (a later one with the key of an earlier one replaces it in the dispatcher). */
export function mountedViews(deps: MountDeps): ViewDef[] {
  return MOUNTS.flatMap((mount) => ('views' in mount ? mount.views(deps) : []));
}
