import { z } from 'zod';
import { fail, type Issue, ok, type Result } from '../result';
import { siteMessages } from './messages';

export interface AudienceEmails {
  /** Lower-cased, without duplicates, in file order. */
  emails: string[];
  count: number;
  /** The body of `@sendto-emails`: one email per line. */
  text: string;
}

const emailSchema = z.email();

/**
 * The audience email file (§5): a `.txt` file with one email per line. Blank lines are skipped; every other
 * line that is not an email gives `Line {n} is not a valid email: "{text}"` at `lines.{n}` (n from 1).
 * Emails are lower-cased and deduplicated.
 */
export function parseAudienceEmails(fileName: unknown, content: unknown): Result<AudienceEmails> {
  const messages = siteMessages.newsletter;
  if (typeof fileName !== 'string' || !/\.txt$/i.test(fileName.trim()) || typeof content !== 'string')
    return fail({ path: 'file', message: messages.audienceFileNotTxt });
  const issues: Issue[] = [];
  const emails = new Set<string>();
  content.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.replace(/^\uFEFF/, '').trim();
    if (line === '') return;
    if (emailSchema.safeParse(line).success) emails.add(line.toLowerCase());
    else issues.push({ path: `lines.${index + 1}`, message: messages.audienceBadLine(index + 1, line) });
  });
  if (issues.length > 0) return fail(...issues);
  if (emails.size === 0) return fail({ path: 'file', message: messages.audienceFileEmpty });
  const list = [...emails];
  return ok({ emails: list, count: list.length, text: list.join('\n') });
}
