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

/** How many emails the uploaded list table (`newsletter_audience_emails`, the audience slice's) holds for it. */
const tableListSize = (db: Db, newsletterUid: string): number =>
  db
    .prepare<[string], number>('SELECT count(*) FROM newsletter_audience_emails WHERE newsletter_uid = ?')
    .pluck()
    .get(newsletterUid) ?? 0;

/** The list the object holds itself (`sendto.list_emails`), trimmed, lower-cased, without duplicates. */
const objectList = (sendto: Record<string, unknown>): string[] => {
  const list = Array.isArray(sendto.list_emails) ? sendto.list_emails : [];
  return [
    ...new Set(
      list
        .filter((e): e is string => typeof e === 'string' && e.trim() !== '')
        .map((e) => e.trim().toLowerCase()),
    ),
  ];
};

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

const sendtoOf = (newsletter: ObjectRow): Record<string, unknown> => {
  const sendto = rowData(newsletter).sendto;
  return isRecord(sendto) ? sendto : {};
};

/**
 * Who a newsletter goes to (§4), when the list is not in the table: the object's own uploaded list
 * (`sendto.list_emails`, each in the audience's first language), otherwise the customers the filters select
 * ({@link filterRecipients}).
 */
function smallAudience(db: Db, newsletter: ObjectRow): Recipient[] {
  const sendto = sendtoOf(newsletter);
  const list = objectList(sendto);
  if (list.length > 0) {
    const lang = audienceLanguage(sendto);
    return list.map((email) => ({ email, lang }));
  }
  return filterRecipients(db, sendto);
}

/**
 * How many recipients the audience of a newsletter has (§4: an uploaded list overrides the filters): the rows of
 * `newsletter_audience_emails` (where the audience slice's `@sendto-emails` stores the list), else the object's
 * `sendto.list_emails`, else the customers the filters select.
 */
export function audienceSize(db: Db, newsletter: ObjectRow): number {
  const listed = tableListSize(db, newsletter.uid);
  return listed > 0 ? listed : smallAudience(db, newsletter).length;
}

/**
 * Stores the recipients of a newsletter being scheduled, from its audience (see {@link audienceSize}); an uploaded
 * list in the table is copied by one SQL statement, never loaded (it may hold a million lines). With `abTest` (a
 * second date) every other recipient goes in the B group. Answers how many recipients the newsletter has.
 */
export function scheduleRecipients(
  db: Db,
  newsletter: ObjectRow,
  options: { abTest?: boolean } = {},
): number {
  if (tableListSize(db, newsletter.uid) === 0)
    return storeRecipients(db, newsletter.uid, smallAudience(db, newsletter), options);
  db.prepare(
    `INSERT INTO newsletter_recipients (newsletter_uid, email, lang, variant)
     SELECT ?, lower(email), ?, CASE WHEN ? = 1 AND (row_number() OVER (ORDER BY email)) % 2 = 0 THEN 'b' ELSE 'a' END
     FROM newsletter_audience_emails WHERE newsletter_uid = ?
     ON CONFLICT (newsletter_uid, email) DO NOTHING`,
  ).run(newsletter.uid, audienceLanguage(sendtoOf(newsletter)), options.abTest ? 1 : 0, newsletter.uid);
  return recipientCount(db, newsletter.uid);
}

const recipientCount = (db: Db, newsletterUid: string): number =>
  db
    .prepare<[string], number>('SELECT count(*) FROM newsletter_recipients WHERE newsletter_uid = ?')
    .pluck()
    .get(newsletterUid) ?? 0;

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
  return recipientCount(db, newsletterUid);
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
