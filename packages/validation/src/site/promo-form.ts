import { asArray, asLocalized, asRecord, asText } from '../fields';
import { madridDay } from '../madrid-time';
import { parseInstant } from '../parse-instant';
import { ok, type Result } from '../result';
import { LANGUAGES, type Language } from '../shops';
import { PROMO_DEFAULTS, type Promo, validatePromos } from './promo';

/**
 * A promo as the Promos editor's form holds it: dates as the Madrid calendar day (`yyyy-MM-dd`, '' when unset),
 * the rest as stored. `isNew` marks a promo added since the last save.
 */
export interface PromoFormRow {
  id: string;
  date_start: string;
  date_end: string;
  bg_color: string;
  text: Record<Language, string>;
  link: Record<Language, string>;
  display_countdown: boolean;
  isNew: boolean;
}

/** Where a promo stands on `now`: before its start, between its dates (Madrid), or after its end. */
export type PromoStatus = 'future' | 'running' | 'past';

const dayOf = (value: unknown): string => {
  const instant = parseInstant(value);
  return instant === undefined ? '' : madridDay(instant);
};

/** A stored promo (as the object holds it, checked by nothing yet) as a row of the form. */
export function promoFormRow(stored: unknown): PromoFormRow {
  const record = asRecord(stored);
  return {
    id: asText(record.id),
    date_start: dayOf(record.date_start),
    date_end: dayOf(record.date_end),
    bg_color: asText(record.bg_color) || PROMO_DEFAULTS.bg_color,
    text: asLocalized(record.text),
    link: asLocalized(record.link),
    display_countdown:
      typeof record.display_countdown === 'boolean'
        ? record.display_countdown
        : PROMO_DEFAULTS.display_countdown,
    isNew: false,
  };
}

/** The rows of the promos an object holds (`object.promos`). */
export const promoFormRows = (promos: unknown): PromoFormRow[] => asArray(promos).map(promoFormRow);

/**
 * The id of a promo added on `now`: `promo-{Madrid day}`, with `-2`, `-3`... when that id is taken. The editor
 * shows no id field: the id only has to be unique in the list.
 */
export function newPromoId(taken: readonly string[], now: Date | number = Date.now()): string {
  const base = `promo-${madridDay(now)}`;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** A promo just added (§9 defaults: colour #fbe89d, countdown on), without dates, texts or links yet. */
export function newPromoFormRow(taken: readonly string[], now: Date | number = Date.now()): PromoFormRow {
  const empty = Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Record<Language, string>;
  return {
    id: newPromoId(taken, now),
    date_start: '',
    date_end: '',
    bg_color: PROMO_DEFAULTS.bg_color,
    text: { ...empty },
    link: { ...empty },
    display_countdown: PROMO_DEFAULTS.display_countdown,
    isNew: true,
  };
}

/**
 * The Promos editor's rule: the form's rows checked by `validatePromos` (§5: every language's text, the colour,
 * links with their leading '/', the end at 23:59:59 Madrid), dates read as Madrid days. Issues at
 * `promos.{index}.{field}`. The promos answered are what is saved: without `isNew`, which only the editor needs.
 */
export function validatePromoForm(values: { promos: readonly PromoFormRow[] }): Result<Promo[]> {
  // `validatePromos` reads a `yyyy-MM-dd` day as Madrid time, and an empty one as unset.
  const checked = validatePromos(values.promos);
  if (!checked.ok) return checked;
  return ok(checked.value.map(({ isNew: _isNew, ...promo }) => promo));
}

/** Before its start day, on or between its days, or after its end day (Madrid); unset dates never limit. */
export function promoStatus(
  row: Pick<PromoFormRow, 'date_start' | 'date_end'>,
  now: Date | number = Date.now(),
): PromoStatus {
  const today = madridDay(now);
  if (row.date_start !== '' && today < row.date_start) return 'future';
  if (row.date_end !== '' && today > row.date_end) return 'past';
  return 'running';
}
