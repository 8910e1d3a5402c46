import { asArray, asLocalized, asRecord, asText, isBlank } from '../fields';
import { formMessages } from '../form-messages';
import { madridDay, madridEndOfDay } from '../madrid-time';
import { parseInstant } from '../parse-instant';
import { fail, type Issue, ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';
import { colorIssue } from './color';
import { siteMessages } from './messages';

/** Promo defaults (§9): colour #fbe89d, countdown shown. */
export const PROMO_DEFAULTS = { bg_color: '#fbe89d', display_countdown: true } as const;

export interface Promo {
  id: string;
  /** ISO 8601; null when not set. */
  date_start: string | null;
  /** ISO 8601 of 23:59:59 Madrid on the end day; null when not set. */
  date_end: string | null;
  bg_color: string;
  text: Record<Language, string>;
  link: Record<Language, string>;
  display_countdown: boolean;
  isNew?: boolean;
}

const ABSOLUTE = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Promo links keep their leading '/' (§5): a relative link gains one, an absolute URL (`https://...`,
 * `mailto:...`, `//host/...`) and an empty link stay as they are. Idempotent.
 */
export function normalisePromoLink(link: unknown): string {
  const text = asText(link);
  if (text === '' || ABSOLUTE.test(text) || text.startsWith('/')) return text;
  return `/${text}`;
}

/** The end of a promo: 23:59:59 Madrid time on the Madrid day of `date`. */
export const promoEndOfDay = (date: Date | number): Date => madridEndOfDay(madridDay(date));

/**
 * The promos of the Promos editor (a list, or `{promos}`), issues at `promos.{index}.{field}`. Every
 * language's text is required: "It's missing the {language} translation of the promo {title}", where the
 * language is its code and the title the promo's Spanish text, else its id, else `#{position}`. The end date
 * moves to 23:59:59 Madrid; links keep a leading '/'; colour #RRGGBB (default #fbe89d); countdown on by
 * default.
 */
export function validatePromos(input: unknown): Result<Promo[]> {
  const list = Array.isArray(input) ? input : asArray(asRecord(input).promos);
  const issues: Issue[] = [];
  const promos = list.map((entry, index): Promo => {
    const record = asRecord(entry);
    const path = `promos.${index}`;
    const id = asText(record.id);
    const text = asLocalized(record.text);
    const title = text.es || id || `#${index + 1}`;
    for (const language of LANGUAGES)
      if (text[language] === '')
        issues.push({
          path: `${path}.text.${language}`,
          message: siteMessages.promos.missingTranslation(language, title),
        });
    const dates = { date_start: null as string | null, date_end: null as string | null };
    for (const field of ['date_start', 'date_end'] as const) {
      if (isBlank(record[field])) continue;
      const instant = parseInstant(record[field]);
      if (instant === undefined)
        issues.push({
          path: `${path}.${field}`,
          message: formMessages.invalidDate(field === 'date_start' ? 'start date' : 'end date'),
        });
      else dates[field] = (field === 'date_end' ? promoEndOfDay(instant) : instant).toISOString();
    }
    const color = colorIssue(record.bg_color, `${path}.bg_color`);
    if (color) issues.push(color);
    const linkInput = asRecord(record.link);
    const promo: Promo = {
      id,
      ...dates,
      bg_color: asText(record.bg_color) || PROMO_DEFAULTS.bg_color,
      text,
      link: Object.fromEntries(LANGUAGES.map((l) => [l, normalisePromoLink(linkInput[l])])) as Record<
        Language,
        string
      >,
      display_countdown:
        typeof record.display_countdown === 'boolean'
          ? record.display_countdown
          : PROMO_DEFAULTS.display_countdown,
    };
    if (typeof record.isNew === 'boolean') promo.isNew = record.isNew;
    return promo;
  });
  return issues.length > 0 ? fail(...issues) : ok(promos);
}
