import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import type { ErpWrite } from './audited-write';

/** What the ERP is built from: the database, the clock and the logger. */
export interface ErpDeps {
  db: Db;
  now: Clock;
  logger: Logger;
}

/** What each entity's route module gets: the database, the clock, the logger and the one audited write. */
export interface ErpRouteDeps extends ErpDeps {
  write: ErpWrite;
}
