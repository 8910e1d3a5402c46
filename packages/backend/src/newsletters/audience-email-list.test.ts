import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import {
  audienceList,
  removeAudienceList,
  storeAudienceEmails,
  streamLines,
  TooManyLinesError,
} from './audience-email-list';

const bytes = (text: string) => new TextEncoder().encode(text);
async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === 'string' ? bytes(part) : part;
}
const collect = async (body: AsyncIterable<Uint8Array>): Promise<string[]> => {
  const lines: string[] = [];
  for await (const batch of streamLines(body)) lines.push(...batch);
  return lines;
};

describe('streamLines', () => {
  it('splits on LF and CRLF across chunk boundaries, keeping blank lines so numbers stay right', async () => {
    expect(await collect(chunks('a@x.es\r\nb@', 'x.es\n\nc@x.es'))).toEqual([
      'a@x.es\r',
      'b@x.es',
      '',
      'c@x.es',
    ]);
  });

  it('decodes a UTF-8 character split between two chunks', async () => {
    const all = bytes('josé@x.es\n');
    expect(await collect(chunks(all.slice(0, 4), all.slice(4)))).toEqual(['josé@x.es']);
  });

  it('cuts a line longer than 1024 characters and skips the rest of it', async () => {
    const long = 'a'.repeat(3000);
    expect(await collect(chunks(long.slice(0, 2000), `${long.slice(2000)}\nok@x.es\n`))).toEqual([
      'a'.repeat(1024),
      'ok@x.es',
    ]);
  });

  it('gives the same lines however the bytes are chunked (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.stringMatching(/^[a-z@.\r ]{0,12}$/), { maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 10 }),
        async (lines, cuts) => {
          const all = bytes(lines.join('\n'));
          const parts: Uint8Array[] = [];
          let at = 0;
          for (let i = 0; at < all.length; i++) {
            const size = cuts[i % cuts.length] ?? 1;
            parts.push(all.slice(at, at + size));
            at += size;
          }
          const expected = lines.join('\n') === '' ? [] : lines.join('\n').split('\n');
          if (expected.at(-1) === '') expected.pop();
          expect(await collect(chunks(...parts))).toEqual(expected);
        },
      ),
    );
  });
});

describe('storeAudienceEmails', () => {
  const db = openDatabase(':memory:');
  afterAll(() => db.close());
  const options = { user: 'editor@example.com', now: () => Date.UTC(2026, 10, 24) };
  const emailsOf = (uid: string) =>
    db
      .prepare<[string], { email: string }>(
        `SELECT e.email FROM newsletter_audience_emails e JOIN newsletter_audience_lists l
           ON l.upload_id = e.upload_id WHERE l.newsletter_uid = ? ORDER BY e.email`,
      )
      .all(uid)
      .map((row) => row.email);

  it('stores the valid emails, counts duplicates case-insensitively and reports bad lines by number', async () => {
    const answer = await storeAudienceEmails(
      db,
      'n1',
      chunks('ana@example.com\nnot an email\n\nANA@example.com\nbob@example.es\n'),
      options,
    );
    expect(answer).toEqual({
      accepted: 2,
      duplicates: 1,
      invalid_count: 1,
      invalid: [{ line: 2, value: 'not an email', message: 'Line 2 is not a valid email: "not an email"' }],
      invalid_more: 0,
    });
    expect(emailsOf('n1')).toEqual(['ana@example.com', 'bob@example.es']);
    expect(audienceList(db, 'n1')?.total).toBe(2);
  });

  it('lists the first 100 bad lines and counts the rest', async () => {
    const text = `ok@example.com\n${Array.from({ length: 130 }, (_, i) => `bad${i}`).join('\n')}`;
    const answer = await storeAudienceEmails(db, 'n2', chunks(text), options);
    expect(answer.invalid).toHaveLength(100);
    expect(answer.invalid[0]).toMatchObject({ line: 2, value: 'bad0' });
    expect(answer.invalid_count).toBe(130);
    expect(answer.invalid_more).toBe(30);
  });

  it('replaces the previous list only once the new one is read whole; a failure keeps the old list', async () => {
    await storeAudienceEmails(db, 'n3', chunks('first@example.com\n'), options);
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield bytes('second@example.com\n');
      throw new Error('connection reset');
    }
    await expect(storeAudienceEmails(db, 'n3', broken(), options)).rejects.toThrow('connection reset');
    expect(emailsOf('n3')).toEqual(['first@example.com']);
    await expect(storeAudienceEmails(db, 'n3', chunks('nope\n'), options)).rejects.toThrow();
    expect(emailsOf('n3')).toEqual(['first@example.com']);
    await storeAudienceEmails(db, 'n3', chunks('third@example.com\n'), options);
    expect(emailsOf('n3')).toEqual(['third@example.com']);
    const rows = db.prepare('SELECT COUNT(*) AS n FROM newsletter_audience_emails').get() as { n: number };
    expect(rows.n).toBe(emailsOf('n1').length + 1 + emailsOf('n3').length);
  });

  it('goes with its newsletter: deleting the object removes its lists and recipients, not the outbox', async () => {
    const insertObject = db.prepare(
      `INSERT INTO objects (uid, path, parent_uid, id, type_name, depth, creation_date, modification_date)
       VALUES (?, ?, NULL, ?, ?, 2, '2026-11-24', '2026-11-24')`,
    );
    insertObject.run('n4', '/newsletters-n4', 'newsletters-n4', 'Newsletter');
    insertObject.run('keep', '/newsletters-keep', 'newsletters-keep', 'Newsletter');
    await storeAudienceEmails(db, 'n4', chunks('gone@example.com\n'), options);
    await storeAudienceEmails(db, 'keep', chunks('kept@example.com\n'), options);
    const recipient = db.prepare(
      "INSERT INTO newsletter_recipients (newsletter_uid, email, lang) VALUES (?, ?, 'es')",
    );
    recipient.run('n4', 'gone@example.com');
    recipient.run('keep', 'kept@example.com');
    db.prepare(
      `INSERT INTO newsletter_outbox (kind, recipient, subject, newsletter_uid, sent_at)
       VALUES ('newsletter', 'gone@example.com', 'Sent before', 'n4', '2026-11-24')`,
    ).run();

    db.prepare("DELETE FROM objects WHERE uid = 'n4'").run();

    const count = (sql: string) => (db.prepare(sql).pluck().get() as number) ?? 0;
    expect(audienceList(db, 'n4')).toBeUndefined();
    expect(count("SELECT count(*) FROM newsletter_audience_uploads WHERE newsletter_uid = 'n4'")).toBe(0);
    expect(count("SELECT count(*) FROM newsletter_audience_emails WHERE email = 'gone@example.com'")).toBe(0);
    expect(count("SELECT count(*) FROM newsletter_recipients WHERE newsletter_uid = 'n4'")).toBe(0);
    expect(count("SELECT count(*) FROM newsletter_outbox WHERE newsletter_uid = 'n4'")).toBe(1);
    expect(emailsOf('keep')).toEqual(['kept@example.com']);
    expect(count("SELECT count(*) FROM newsletter_recipients WHERE newsletter_uid = 'keep'")).toBe(1);
  });

  it('refuses a file over 1,000,000 lines and stores nothing of it', async () => {
    async function* many(): AsyncGenerator<Uint8Array> {
      const block = bytes('x@example.com\n'.repeat(100_000));
      for (let i = 0; i < 10; i++) yield block;
      yield bytes('one-more@example.com\n');
    }
    await expect(storeAudienceEmails(db, 'n4', many(), options)).rejects.toBeInstanceOf(TooManyLinesError);
    expect(audienceList(db, 'n4')).toBeUndefined();
  });

  it('removeAudienceList drops the list and its emails', () => {
    expect(removeAudienceList(db, 'n1')).toBe(true);
    expect(emailsOf('n1')).toEqual([]);
    expect(removeAudienceList(db, 'n1')).toBe(false);
  });
});
