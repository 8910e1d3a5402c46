import { asRecord, asText } from '../fields';
import { fail, type Issue, ok, type Result } from '../result';
import { siteMessages } from './messages';
import { TRANSLATABLE_NEWSLETTER_SECTION_TYPES } from './newsletter-constants';

/** The language the translate helper reads (the newsletter is written in Spanish first). */
export const TRANSLATE_SOURCE_LANGUAGE = 'es' as const;
/** The languages `@translate_content` writes (§7: target_lang en, de, fr, it). */
export const TRANSLATE_TARGET_LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type TranslateTargetLanguage = (typeof TRANSLATE_TARGET_LANGUAGES)[number];
/** What the translate helper works on: the subject, and the h1, p, h2 and w sections (§2.8). */
export const TRANSLATE_KINDS = ['subject', ...TRANSLATABLE_NEWSLETTER_SECTION_TYPES] as const;
export type TranslateKind = (typeof TRANSLATE_KINDS)[number];

/** Body of `POST /@translate_content`. */
export interface TranslateRequest {
  text: string;
  target_lang: TranslateTargetLanguage;
  id_tipo: TranslateKind;
}

const messages = siteMessages.newsletter;

/**
 * The translate call's body (§7): `text` a string (the Spanish text, at most 20,000 characters), `target_lang`
 * one of en, de, fr, it, `id_tipo` the subject or a translatable section type (h1, p, h2, w).
 */
export function validateTranslateRequest(input: unknown): Result<TranslateRequest> {
  const record = asRecord(input);
  const issues: Issue[] = [];
  const { text, target_lang: target, id_tipo: kind } = record;
  if (typeof text !== 'string') issues.push({ path: 'text', message: messages.translateTextRequired });
  else if (text.length > TRANSLATE_MAX_TEXT)
    issues.push({ path: 'text', message: messages.translateTextTooLong(TRANSLATE_MAX_TEXT) });
  if (!(TRANSLATE_TARGET_LANGUAGES as readonly unknown[]).includes(target))
    issues.push({ path: 'target_lang', message: messages.translateTarget(TRANSLATE_TARGET_LANGUAGES) });
  if (!(TRANSLATE_KINDS as readonly unknown[]).includes(kind))
    issues.push({ path: 'id_tipo', message: messages.translateKind(TRANSLATE_KINDS) });
  if (issues.length > 0) return fail(...issues);
  return ok({
    text: text as string,
    target_lang: target as TranslateTargetLanguage,
    id_tipo: kind as TranslateKind,
  });
}

/** Longest text one translate call takes. */
export const TRANSLATE_MAX_TEXT = 20_000;

/** Text a reader would see: the words of a text or a rich text (`<p></p>` and `&nbsp;` alone are blank). */
const visibleText = (value: unknown): string =>
  asText(value)
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/**
 * The languages the translate helper would overwrite in a localised field: the targets (en, fr, de, it) whose text
 * is not blank. The helper asks before replacing them, and fills the blank ones without asking.
 */
export const translationsToOverwrite = (texts: unknown): TranslateTargetLanguage[] => {
  const record = asRecord(texts);
  return TRANSLATE_TARGET_LANGUAGES.filter((language) => visibleText(record[language]) !== '');
};
