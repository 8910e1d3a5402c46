import type { components } from '@cellar/contract';
import { LANGUAGES } from '@cellar/validation';
import type { ObjectRow } from '../content/content-row';
import { rowData } from '../content/content-row';
import type { Db } from '../db/database';
import { audienceList } from './audience-email-list';
import { type AudienceQuery, audienceCountQuery, audienceWhere } from './audience-query';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The language of a recipient the list gives no language for: the audience's first, else Spanish. */
const audienceLanguage = (sendto: Record<string, unknown>): string => {
  const langs = Array.isArray(sendto.langs) ? sendto.langs : [];
  const first = langs.find(
    (l): l is string => typeof l === 'string' && (LANGUAGES as readonly string[]).includes(l),
  );
  return first ?? 'es';
};

const sendtoOf = (newsletter: ObjectRow): Record<string, unknown> => {
  const sendto = rowData(newsletter).sendto;
  return isRecord(sendto) ? sendto : {};
};

/**
 * Who a newsletter goes to (§4: an uploaded list overrides the filters): the list in force
 * (`newsletter_audience_lists`, stored by `@sendto-emails`), each in the audience's first language; else the
 * customers the filters of `sendto` select (the `@count` query's `WHERE`), each in the customer's language. One
 * `SELECT` either way, never loaded into memory (a list may hold a million emails).
 */
function audienceSelect(db: Db, newsletter: ObjectRow): AudienceQuery {
  const list = audienceList(db, newsletter.uid);
  if (list !== undefined)
    return {
      sql: 'SELECT lower(email) AS email, ? AS lang FROM newsletter_audience_emails WHERE upload_id = ?',
      params: [audienceLanguage(sendtoOf(newsletter)), list.upload_id],
    };
  const where = audienceWhere(sendtoOf(newsletter));
  return {
    sql: `SELECT lower(c.email) AS email, c.lang AS lang FROM newsletter_customers c WHERE ${where.sql}`,
    params: where.params,
  };
}

/** How many recipients the audience of a newsletter has: the uploaded list's size, else the filters' count. */
export function audienceSize(db: Db, newsletter: ObjectRow): number {
  const list = audienceList(db, newsletter.uid);
  if (list !== undefined) return list.total;
  const count = audienceCountQuery(sendtoOf(newsletter));
  return (
    db
      .prepare<unknown[], number>(count.sql)
      .pluck()
      .get(...count.params) ?? 0
  );
}

/**
 * Stores the recipients of a newsletter being scheduled, from its audience, by one `INSERT ... SELECT`: new ones
 * pending; one already in the table keeps its state (someone sent before an unschedule is not sent again). With
 * `abTest` (a second date, `schedule_at_b`) every other recipient goes in the B group, sent at the second date.
 * Answers how many recipients the newsletter has.
 */
export function scheduleRecipients(
  db: Db,
  newsletter: ObjectRow,
  options: { abTest?: boolean } = {},
): number {
  const audience = audienceSelect(db, newsletter);
  db.prepare(
    `INSERT INTO newsletter_recipients (newsletter_uid, email, lang, variant)
     SELECT ?, email, lang, CASE WHEN ? = 1 AND (row_number() OVER (ORDER BY email)) % 2 = 0 THEN 'b' ELSE 'a' END
     FROM (${audience.sql}) WHERE true
     ON CONFLICT (newsletter_uid, email) DO NOTHING`,
  ).run(newsletter.uid, options.abTest ? 1 : 0, ...audience.params);
  return recipientCount(db, newsletter.uid);
}

const recipientCount = (db: Db, newsletterUid: string): number =>
  db
    .prepare<[string], number>('SELECT count(*) FROM newsletter_recipients WHERE newsletter_uid = ?')
    .pluck()
    .get(newsletterUid) ?? 0;

/** An unschedule (§4) stops a sending not finished: the pending recipients go, the ones done stay. */
export function dropPendingRecipients(db: Db, newsletterUid: string): void {
  db.prepare("DELETE FROM newsletter_recipients WHERE newsletter_uid = ? AND state = 'pending'").run(
    newsletterUid,
  );
}

/** `@progress` (§3): sent, nosent, norendered, pending, rendered (sent + nosent: their email was rendered), total. */
export type SendingProgress = components['schemas']['NewsletterProgress'];

export function sendingProgress(db: Db, newsletterUid: string): SendingProgress {
  const counts = { pending: 0, sent: 0, nosent: 0, norendered: 0 };
  const rows = db
    .prepare<[string], { state: keyof typeof counts; n: number }>(
      'SELECT state, count(*) AS n FROM newsletter_recipients WHERE newsletter_uid = ? GROUP BY state',
    )
    .all(newsletterUid);
  for (const row of rows) counts[row.state] = row.n;
  const total = counts.pending + counts.sent + counts.nosent + counts.norendered;
  return { ...counts, rendered: counts.sent + counts.nosent, total };
}
