import type { Db } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import type { Clock } from '../http/clock';
import { type AuditEntry, audit } from './audit-log';

/**
 * What an entry is filed under: an object's path and uid (its history follows it when it moves), or a path of
 * its own with no uid (`/ai-campaigns/{id}`, the root for an editor image).
 */
export type AuditTarget = Pick<AuditEntry, 'path' | 'uid'>;

/** An entry a write appends, dated when it is appended unless the write passes the date it stamped its rows with. */
export type AuditRecord = Omit<AuditEntry, 'date'> & { date?: string };

/** Appends an entry to the audit log, in the write's transaction. */
export type AppendAudit = (record: AuditRecord) => void;

/** Runs `run` as one content write with the entries it appends. */
export type ContentWrite = <T>(run: (audit: AppendAudit) => T) => T;

/**
 * The one way content is written (the views, the content store, locks, uploads, newsletter lists and sending):
 * what `run` writes and the audit entries it appends commit together or not at all, as `erp/audited-write.ts`
 * does for the ERP. A write inside another is a savepoint, and SQLite's refusals (busy, full, constraint) are
 * answers: both from `writeTransaction`. A write that records nothing (a lock, a batch of an upload, a sending)
 * appends no entry.
 */
export function auditedWrite(db: Db, now: Clock): ContentWrite {
  const append: AppendAudit = ({ date, ...entry }) =>
    audit(db, { ...entry, date: date ?? new Date(now()).toISOString() });
  return (run) => writeTransaction(db, () => run(append));
}
