// The services `MOUNTS` is built from, over a fresh in-memory database: for tests that read the list itself.
import { DEFAULT_CELLAR_ENVIRONMENT, DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { AccountStore } from '../auth/account-store';
import { LoginLimiter } from '../auth/login-limiter';
import { requireUser } from '../auth/require-user';
import { SessionStore } from '../auth/session-store';
import { ContentStore } from '../content/content-store';
import { openDatabase } from '../db/database';
import { FileStore } from '../files/file-store';
import { emptyDir } from '../test-support';
import { createLogger } from './logger';
import type { MountDeps } from './mounts';

/** Every service of a `MountDeps`, over a fresh in-memory database (close `deps.db` after the test). */
export function testMountDeps(): MountDeps {
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
    addons: true,
  };
}
