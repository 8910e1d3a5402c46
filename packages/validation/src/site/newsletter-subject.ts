import { asRecord, asText } from '../fields';
import { fail, ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';
import { siteMessages } from './messages';

/** The languages (of `languages`, in that order) whose subject is empty. */
export function missingSubjectLanguages(
  subject: unknown,
  languages: readonly Language[] = LANGUAGES,
): Language[] {
  const record = asRecord(subject);
  return languages.filter((language) => asText(record[language]) === '');
}

/**
 * Subject per language (§5): missing ones give the persistent warning 'The subject is missing in: {languages}',
 * the codes joined with ', ' (e.g. 'The subject is missing in: it, de').
 */
export function validateNewsletterSubject(
  subject: unknown,
  languages: readonly Language[] = LANGUAGES,
): Result<Record<string, string>> {
  const missing = missingSubjectLanguages(subject, languages);
  if (missing.length > 0)
    return fail({ path: 'subject', message: siteMessages.newsletter.subjectMissing(missing) });
  const record = asRecord(subject);
  return ok(Object.fromEntries(languages.map((language) => [language, asText(record[language])])));
}
