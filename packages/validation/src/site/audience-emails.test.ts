import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAudienceEmails } from './audience-emails';
import { issuesOf } from './test-support';

describe('parseAudienceEmails', () => {
  it('reads one email per line, skipping blanks, lower-casing and deduplicating', () => {
    expect(
      parseAudienceEmails('list.TXT', '\uFEFFAna@Example.com\r\n\r\nluis@example.es\nana@example.com\n'),
    ).toEqual({
      ok: true,
      value: {
        emails: ['ana@example.com', 'luis@example.es'],
        count: 2,
        text: 'ana@example.com\nluis@example.es',
      },
    });
  });
  it('reports every bad line by number', () => {
    expect(
      issuesOf(parseAudienceEmails('a.txt', 'ok@example.com\nnot an email\n\nx@y\nfine@example.org')),
    ).toEqual([
      ['lines.2', 'Line 2 is not a valid email: "not an email"'],
      ['lines.4', 'Line 4 is not a valid email: "x@y"'],
    ]);
  });
  it.each([
    ['emails.csv', 'a@example.com'],
    ['emails', 'a@example.com'],
    [undefined, 'a@example.com'],
    ['a.txt', 42],
  ])('refuses %j as not a txt file', (name, content) => {
    expect(issuesOf(parseAudienceEmails(name, content))).toEqual([
      ['file', 'The emails file must be a .txt file with one email per line'],
    ]);
  });
  it('refuses a file without emails', () => {
    expect(issuesOf(parseAudienceEmails('a.txt', '\n  \n'))).toEqual([
      ['file', 'The emails file has no emails'],
    ]);
  });
  it('counts distinct emails and never accepts a line with a space', () => {
    fc.assert(
      fc.property(fc.array(fc.emailAddress(), { minLength: 1 }), (emails) => {
        const result = parseAudienceEmails('a.txt', emails.join('\n'));
        const distinct = new Set(emails.map((email) => email.toLowerCase())).size;
        if (result.ok) expect(result.value.count).toBe(distinct);
        const broken = parseAudienceEmails('a.txt', [...emails, 'a b@example.com'].join('\n'));
        expect(broken.ok).toBe(false);
      }),
    );
  });
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (name, content) => {
        expect(typeof parseAudienceEmails(name, content).ok).toBe('boolean');
      }),
    );
  });
});
