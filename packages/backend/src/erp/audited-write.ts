import type { Context } from 'hono';
import type { Account } from '../auth/account-store';
import { type AuditAction, audit } from '../content/audit-log';
import type { Db } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import type { AppEnv } from '../http/app-env';
import type { Clock } from '../http/clock';
import { unauthorized } from '../http/errors';

/** The ERP entities of the audit log: an entry's path is `/erp/<entity>/<key>`. */
export type ErpEntity =
  | 'opinions'
  | 'offers'
  | 'promos_trg'
  | 'price-comparator'
  | 'marketplace'
  | 'users'
  | 'orders'
  | 'multi-order-invoices'
  | 'eurotax-invoices'
  | 'warehouse-costs'
  | 'invoice-costs'
  | 'commissions-collections';

/** One record a write changed, and the JSON of the change. */
export interface AuditedRecord {
  key: string | number;
  payload: unknown;
}

/** One user action on the ERP. */
export interface ErpWriteSpec<T> {
  entity: ErpEntity;
  action: AuditAction;
  /** The write; it runs inside the transaction, so a throw leaves nothing written and nothing logged. */
  run(): T;
  /**
   * What the audit log records, from the write's result: the record, or one per record when one action writes
   * several (a batch of offers, a rate per country), so each keeps its own history under its own path.
   */
  audit(result: T): AuditedRecord | readonly AuditedRecord[];
}

/** Runs one user action of the request's account as one transaction with its audit entries. */
export type ErpWrite = <T>(c: Context<AppEnv>, spec: ErpWriteSpec<T>) => T;

/**
 * The one way an ERP write happens (as `content/audited-write.ts` is for content): the write and its audit entries
 * (date now, user the account's email) commit together or not at all, and SQLite's refusals are answers
 * (`writeTransaction`).
 */
export function auditedWrite(db: Db, now: Clock): ErpWrite {
  return (c, { entity, action, run, audit: recordsOf }) => {
    const account: Account | undefined = c.get('account');
    if (!account) throw unauthorized();
    return writeTransaction(db, () => {
      const result = run();
      const date = new Date(now()).toISOString();
      const records = recordsOf(result);
      for (const { key, payload } of Array.isArray(records) ? records : [records])
        audit(db, { date, user: account.email, action, path: `/erp/${entity}/${key}`, uid: null, payload });
      return result;
    });
  };
}
