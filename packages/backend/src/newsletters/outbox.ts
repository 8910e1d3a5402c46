import type { components } from '@cellar/contract';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';

/**
 * What the outbox holds: a test email, a newsletter to one recipient, an upload to the email provider, or a customer's
 * notice about a late order line (Delays & Notifications).
 */
export const OUTBOX_KINDS = [
  'test',
  'newsletter',
  'provider-upload',
  'order-notification',
] as const satisfies readonly components['schemas']['NewsletterOutboxKind'][];
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** One email (or provider upload) handed over; `newsletter` is the newsletter's path. */
export interface OutgoingMail {
  kind: OutboxKind;
  recipient: string;
  subject: string;
  html: string;
  lang?: string;
  newsletter?: { uid: string; path: string };
}

/** One mail in the outbox: `date` is the ISO 8601 instant it was handed over, `newsletter` the path or null. */
export type OutboxEntry = components['schemas']['NewsletterOutboxEntry'];

export type OutboxPage = components['schemas']['NewsletterOutboxPage'];

interface OutboxRow {
  id: number;
  kind: OutboxKind;
  recipient: string;
  subject: string;
  sent_at: string;
  newsletter_path: string | null;
  lang: string | null;
}

/**
 * The email service (contract.md, "Things the reference backend does locally"): `send` hands one mail over. It is
 * synchronous so a caller can run it inside the transaction that records the sending.
 */
export interface Mailer {
  send(mail: OutgoingMail): void;
}

/**
 * The local implementation of the email service: every mail lands in the `newsletter_outbox` table (read by
 * `GET /db/guillotina/@outbox`) instead of leaving the machine; logged as `local mailer`.
 */
export class LocalMailer implements Mailer {
  readonly #db: Db;
  readonly #now: Clock;
  readonly #logger: Logger;

  constructor(db: Db, now: Clock, logger: Logger) {
    this.#db = db;
    this.#now = now;
    this.#logger = logger;
  }

  send(mail: OutgoingMail): void {
    this.#db
      .prepare(
        `INSERT INTO newsletter_outbox (kind, recipient, subject, html, newsletter_uid, newsletter_path, lang, sent_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        mail.kind,
        mail.recipient,
        mail.subject,
        mail.html,
        mail.newsletter?.uid ?? null,
        mail.newsletter?.path ?? null,
        mail.lang ?? null,
        new Date(this.#now()).toISOString(),
      );
    this.#logger.debug(
      { kind: mail.kind, recipient: mail.recipient, newsletter: mail.newsletter?.path },
      'local mailer: mail stored in the outbox (nothing leaves this machine)',
    );
  }
}

/** The outbox, newest first, `size` from `from` (the admin's `@outbox`). */
export function readOutbox(db: Db, options: { from: number; size: number; kind?: OutboxKind }): OutboxPage {
  const where = options.kind ? 'WHERE kind = ?' : '';
  const args: (string | number)[] = options.kind ? [options.kind] : [];
  const rows = db
    .prepare<(string | number)[], OutboxRow>(
      `SELECT id, kind, recipient, subject, sent_at, newsletter_path, lang FROM newsletter_outbox ${where}
       ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, options.size, options.from);
  const total = db
    .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM newsletter_outbox ${where}`)
    .get(...args)?.n;
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      date: row.sent_at,
      newsletter: row.newsletter_path,
      lang: row.lang,
    })),
    items_total: total ?? 0,
  };
}
