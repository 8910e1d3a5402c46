import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import type { ErpWriteSpec } from './audited-write';
import type { CatalogueStore } from './catalogue-store';
import type { CustomerStore } from './customer-store';

/** What every ERP GraphQL resolver gets for one request. */
export interface GraphqlDeps {
  db: Db;
  now: Clock;
  customers: CustomerStore;
  catalogue: CatalogueStore;
  /** The request's audited write: one transaction with its audit entry. */
  write<T>(spec: ErpWriteSpec<T>): T;
  logger: Logger;
  /** The request's account email (a comment's author). */
  user: string;
}
