import type { components } from '@cellar/contract';
import { readAudienceEmailLine } from '@cellar/validation/site';
import { auditedWrite } from '../content/audited-write';
import type { Db } from '../db/database';

/** The most lines an uploaded list may have (site-content §7, this slice's brief). */
export const MAX_AUDIENCE_LINES = 1_000_000;
/** How many bad lines an answer lists; the rest are counted in `invalid_more`. */
export const REPORTED_BAD_LINES = 100;
/** A line longer than this is no email (RFC 5321 caps a path at 256); it is reported cut to this length. */
const MAX_LINE_CHARS = 1024;
/** Emails written per transaction while the upload streams. */
const BATCH = 5000;

/**
 * What an upload stored: `accepted` distinct valid emails, `duplicates` valid lines whose email came earlier in the
 * file (case-insensitively), `invalid_count` lines that are no email, the first of them by line number (from 1) in
 * `invalid` and the rest counted in `invalid_more`.
 */
export type AudienceEmailsAnswer = components['schemas']['NewsletterSendtoEmails'];

export class TooManyLinesError extends Error {}
export class NoEmailsError extends Error {}

/**
 * Splits a byte stream into lines as it arrives (LF, CRLF; a CR alone is trimmed by the line rule), never holding
 * more than one chunk and one line. A line over `MAX_LINE_CHARS` is yielded cut, the rest of it skipped.
 */
export async function* streamLines(body: AsyncIterable<Uint8Array>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8');
  let partial = '';
  let skipping = false;
  const take = (piece: string, lines: string[]) => {
    if (skipping) return;
    partial += piece;
    if (partial.length > MAX_LINE_CHARS) {
      lines.push(partial.slice(0, MAX_LINE_CHARS));
      partial = '';
      skipping = true;
    }
  };
  for await (const chunk of body) {
    const textChunk = decoder.decode(chunk, { stream: true });
    const lines: string[] = [];
    let start = 0;
    for (let end = textChunk.indexOf('\n'); end !== -1; end = textChunk.indexOf('\n', start)) {
      take(textChunk.slice(start, end), lines);
      if (!skipping) lines.push(partial);
      partial = '';
      skipping = false;
      start = end + 1;
    }
    take(textChunk.slice(start), lines);
    if (lines.length > 0) yield lines;
  }
  const rest = decoder.decode();
  const last: string[] = [];
  take(rest, last);
  if (!skipping && partial !== '') last.push(partial);
  if (last.length > 0) yield last;
}

/**
 * Reads an uploaded audience list line by line, validates each line with the validation package's rule, and
 * writes the emails under a new upload id as it goes (duplicates dropped by the table's primary key and counted).
 * When the whole body is read the newsletter's list becomes the new one and the previous list's emails are
 * deleted, in one transaction; on any failure (too many lines, no email, a broken stream) the new rows are deleted
 * and the previous list stays. `onStored` runs inside that last transaction (the caller's audit).
 */
export async function storeAudienceEmails(
  db: Db,
  newsletterUid: string,
  body: AsyncIterable<Uint8Array>,
  options: { user: string; now: () => number; onStored?: (answer: AudienceEmailsAnswer) => void },
): Promise<AudienceEmailsAnswer> {
  const write = auditedWrite(db, options.now);
  const uploadId = write(() =>
    Number(
      db
        .prepare('INSERT INTO newsletter_audience_uploads (newsletter_uid, started_at) VALUES (?, ?)')
        .run(newsletterUid, new Date(options.now()).toISOString()).lastInsertRowid,
    ),
  );
  const insert = db.prepare(
    'INSERT OR IGNORE INTO newsletter_audience_emails (upload_id, email) VALUES (?, ?)',
  );
  const answer: AudienceEmailsAnswer = {
    accepted: 0,
    duplicates: 0,
    invalid_count: 0,
    invalid: [],
    invalid_more: 0,
  };
  let lineNumber = 0;
  let pending: string[] = [];
  const flush = (emails: string[]) =>
    write(() => {
      for (const email of emails) {
        if (insert.run(uploadId, email).changes === 1) answer.accepted++;
        else answer.duplicates++;
      }
    });
  const discard = () =>
    write(() => {
      db.prepare('DELETE FROM newsletter_audience_emails WHERE upload_id = ?').run(uploadId);
      db.prepare('DELETE FROM newsletter_audience_uploads WHERE id = ?').run(uploadId);
    });
  try {
    for await (const lines of streamLines(body)) {
      for (const raw of lines) {
        lineNumber++;
        if (lineNumber > MAX_AUDIENCE_LINES) throw new TooManyLinesError();
        const read = readAudienceEmailLine(raw, lineNumber);
        if (read.kind === 'email') pending.push(read.email);
        else if (read.kind === 'invalid') {
          answer.invalid_count++;
          if (answer.invalid.length < REPORTED_BAD_LINES)
            answer.invalid.push({ line: lineNumber, value: read.value, message: read.issue.message });
          else answer.invalid_more++;
        }
      }
      if (pending.length >= BATCH) {
        flush(pending);
        pending = [];
      }
    }
    flush(pending);
    if (answer.accepted === 0) throw new NoEmailsError();
    write(() => {
      const previous = db
        .prepare<[string], { upload_id: number }>(
          'SELECT upload_id FROM newsletter_audience_lists WHERE newsletter_uid = ?',
        )
        .get(newsletterUid);
      db.prepare('DELETE FROM newsletter_audience_lists WHERE newsletter_uid = ?').run(newsletterUid);
      if (previous !== undefined) {
        db.prepare('DELETE FROM newsletter_audience_emails WHERE upload_id = ?').run(previous.upload_id);
        db.prepare('DELETE FROM newsletter_audience_uploads WHERE id = ?').run(previous.upload_id);
      }
      db.prepare(
        `INSERT INTO newsletter_audience_lists
           (newsletter_uid, upload_id, total, duplicates, invalid, uploaded_by, uploaded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        newsletterUid,
        uploadId,
        answer.accepted,
        answer.duplicates,
        answer.invalid_count,
        options.user,
        new Date(options.now()).toISOString(),
      );
      options.onStored?.(answer);
    });
    return answer;
  } catch (error) {
    discard();
    throw error;
  }
}

/** The list in force for a newsletter: how many emails, or undefined without one. */
export function audienceList(
  db: Db,
  newsletterUid: string,
): { total: number; upload_id: number } | undefined {
  return db
    .prepare<[string], { total: number; upload_id: number }>(
      'SELECT total, upload_id FROM newsletter_audience_lists WHERE newsletter_uid = ?',
    )
    .get(newsletterUid);
}

/** Removes a newsletter's list ('Delete emails filter'); answers whether there was one. Caller's transaction. */
export function removeAudienceList(db: Db, newsletterUid: string): boolean {
  const list = audienceList(db, newsletterUid);
  if (list === undefined) return false;
  db.prepare('DELETE FROM newsletter_audience_lists WHERE newsletter_uid = ?').run(newsletterUid);
  db.prepare('DELETE FROM newsletter_audience_emails WHERE upload_id = ?').run(list.upload_id);
  db.prepare('DELETE FROM newsletter_audience_uploads WHERE id = ?').run(list.upload_id);
  return true;
}
