import { z } from 'zod';
import type { Issue } from '../result';
import { siteMessages } from './messages';

const emailSchema = z.email();

/** One line of an audience email file: an email (lower-cased), a blank line, or a line that is no email. */
export type AudienceEmailLine =
  | { kind: 'email'; email: string }
  | { kind: 'blank' }
  | { kind: 'invalid'; value: string; issue: Issue };

/**
 * The rule of `parseAudienceEmails` for one line, for readers that stream a file too large to hold as one string
 * (`@sendto-emails` takes up to 1,000,000 lines). `lineNumber` counts from 1; a byte order mark is dropped.
 */
export function readAudienceEmailLine(raw: string, lineNumber: number): AudienceEmailLine {
  const line = raw.replace(/^\uFEFF/, '').trim();
  if (line === '') return { kind: 'blank' };
  if (emailSchema.safeParse(line).success) return { kind: 'email', email: line.toLowerCase() };
  return {
    kind: 'invalid',
    value: line,
    issue: {
      path: `lines.${lineNumber}`,
      message: siteMessages.newsletter.audienceBadLine(lineNumber, line),
    },
  };
}

/** Whether a file name is one the audience upload takes (§5: a txt file). */
export const isAudienceFileName = (fileName: unknown): boolean =>
  typeof fileName === 'string' && /\.txt$/i.test(fileName.trim());
