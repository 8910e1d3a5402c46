import { LANGUAGES } from '@cellar/validation';
import type { ObjectRow } from '../content-row';
import { rowData } from '../content-row';
import type { Db } from '../database';

/** One recipient of a newsletter: the address and the language the email is rendered in. */
export interface Recipient {
  email: string;
  lang: string;
}

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

/**
 * The uploaded list of a newsletter (§4: it overrides the filters): the rows of `newsletter_audience_emails`
 * (the audience slice's `@sendto-emails` stores them there), else the `sendto.list_emails` of the object.
 */
export function uploadedEmails(db: Db, newsletter: ObjectRow): string[] {
  const rows = db
    .prepare<[string], string>(
      'SELECT email FROM newsletter_audience_emails WHERE newsletter_uid = ? ORDER BY rowid',
    )
    .pluck()
    .all(newsletter.uid);
  if (rows.length > 0) return rows;
  const sendto = rowData(newsletter).sendto;
  const list = isRecord(sendto) && Array.isArray(sendto.list_emails) ? sendto.list_emails : [];
  return list
    .filter((e): e is string => typeof e === 'string' && e.trim() !== '')
    .map((e) => e.trim().toLowerCase());
}

/**
 * THE SEAM with the audience slice: the customers the filters of `sendto` select (langs, countries, frequency,
 * province, city, groups, favourite region, the numeric and date conditions). The filters' SQL belongs to the
 * audience slice (its `@count` runs it over the fixture customers); this branch has no customers table, so it
 * selects nobody and `@schedule` with filters only answers 412 'no audience'. At the merge, point this function at
 * the audience slice's query.
 */
export function filterRecipients(_db: Db, _sendto: Readonly<Record<string, unknown>>): Recipient[] {
  return [];
}

/**
 * Who a newsletter goes to (§4): the uploaded list when there is one (each in the audience's first language),
 * otherwise the customers the filters select ({@link filterRecipients}).
 */
export function audienceRecipients(db: Db, newsletter: ObjectRow): Recipient[] {
  const data = rowData(newsletter);
  const sendto = isRecord(data.sendto) ? data.sendto : {};
  const list = uploadedEmails(db, newsletter);
  if (list.length > 0) {
    const lang = audienceLanguage(sendto);
    return [...new Set(list)].map((email) => ({ email, lang }));
  }
  return filterRecipients(db, sendto);
}

/**
 * Stores the recipients of a newsletter being scheduled: new ones pending; one already in the table keeps its
 * state (someone sent before an unschedule is not sent again). With `abTest` (a second date, `schedule_at_b`) every
 * other recipient goes in the B group, sent at the second date. Answers how many recipients the newsletter has.
 */
export function storeRecipients(
  db: Db,
  newsletterUid: string,
  recipients: readonly Recipient[],
  options: { abTest?: boolean } = {},
): number {
  const insert = db.prepare(
    `INSERT INTO newsletter_recipients (newsletter_uid, email, lang, variant) VALUES (?, ?, ?, ?)
     ON CONFLICT (newsletter_uid, email) DO NOTHING`,
  );
  recipients.forEach((r, index) => {
    insert.run(newsletterUid, r.email, r.lang, options.abTest && index % 2 === 1 ? 'b' : 'a');
  });
  return db
    .prepare<[string], number>('SELECT count(*) FROM newsletter_recipients WHERE newsletter_uid = ?')
    .pluck()
    .get(newsletterUid) as number;
}

/** An unschedule (§4) stops a sending not finished: the pending recipients go, the ones done stay. */
export function dropPendingRecipients(db: Db, newsletterUid: string): void {
  db.prepare("DELETE FROM newsletter_recipients WHERE newsletter_uid = ? AND state = 'pending'").run(
    newsletterUid,
  );
}

/** `@progress` (§3): sent, nosent, norendered, pending, rendered (sent + nosent: their email was rendered), total. */
export interface SendingProgress {
  sent: number;
  nosent: number;
  norendered: number;
  pending: number;
  rendered: number;
  total: number;
}

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
