import { fromZonedTime } from 'date-fns-tz';
import { asArray, asNumber, asRecord, asText, type Fields } from '../fields';
import { formMessages } from '../form-messages';
import {
  formatInMadrid,
  MADRID_TIME_ZONE,
  madridDay,
  madridEndOfDay,
  madridStartOfDay,
} from '../madrid-time';
import { parseInstant } from '../parse-instant';
import { fail, type Issue, ok, type Result } from '../result';
import { colorIssue } from './color';
import { HOME_PICKER_HOUR, HOME_SECTION_TYPES, type HomeSectionType } from './home-constants';
import { SITE_LIMITS } from './limits';
import { siteMessages } from './messages';

export interface HomeRange {
  date_start: string;
  date_end: string;
}

export type HomeSection = Fields;

export interface HomeValue extends HomeRange {
  sections: HomeSection[];
}

const homeMessages = siteMessages.home;

/**
 * Start and end of a home (or a new home): both required, the end strictly after the start, else
 * 'The end date must be greater than the start date.' (on `date_end`). Dates answer as ISO 8601 (UTC).
 */
export function validateHomeRange(input: unknown): Result<HomeRange> {
  const record = asRecord(input);
  const start = parseInstant(record.date_start);
  const end = parseInstant(record.date_end);
  const issues: Issue[] = [];
  if (start === undefined) issues.push({ path: 'date_start', message: formMessages.required('start date') });
  if (end === undefined) issues.push({ path: 'date_end', message: formMessages.required('end date') });
  if (start === undefined || end === undefined) return fail(...issues);
  if (end.getTime() <= start.getTime())
    return fail({ path: 'date_end', message: homeMessages.endBeforeStart });
  return ok({ date_start: start.toISOString(), date_end: end.toISOString() });
}

/** The section's type: `key` or `type`, whichever names a home section type. */
export function homeSectionType(section: unknown): HomeSectionType | undefined {
  const record = asRecord(section);
  return [record.key, record.type].find((candidate): candidate is HomeSectionType =>
    (HOME_SECTION_TYPES as readonly unknown[]).includes(candidate),
  );
}

/** Product references of a section's `reference`: a list, or text separated by commas or spaces. */
export function homeSectionProducts(section: unknown): string[] {
  const reference = asRecord(section).reference;
  const parts = Array.isArray(reference) ? reference.map(asText) : asText(reference).split(/[\s,;]+/);
  return parts.filter((part) => part !== '');
}

/** Rules of one home section (§5); `path` prefixes each issue's field. */
export function homeSectionIssues(section: unknown, path: string): Issue[] {
  const record = asRecord(section);
  const issues: Issue[] = [];
  const count = homeSectionProducts(record).length;
  const at = (field: string) => `${path}.${field}`;
  switch (homeSectionType(record)) {
    case 'product-banner':
      if (count === 0) issues.push({ path: at('reference'), message: homeMessages.productBannerRequired });
      else if (count > SITE_LIMITS.homeProductBanner)
        issues.push({ path: at('reference'), message: homeMessages.onlyOneProduct });
      break;
    case 'product-image':
      if (count > SITE_LIMITS.homeProductImage)
        issues.push({
          path: at('reference'),
          message: homeMessages.maxProducts(SITE_LIMITS.homeProductImage),
        });
      break;
    case 'offer-banner':
      if (count > SITE_LIMITS.homeOfferBanner)
        issues.push({
          path: at('reference'),
          message: homeMessages.maxProducts(SITE_LIMITS.homeOfferBanner),
        });
      break;
    default:
      break;
  }
  const discount = asNumber(record.discount);
  const { min, max } = SITE_LIMITS.discount;
  if (discount !== undefined && !(discount >= min && discount <= max))
    issues.push({ path: at('discount'), message: formMessages.between('discount', min, max) });
  const color = colorIssue(record.bgColor, at('bgColor'));
  if (color) issues.push(color);
  return issues;
}

/**
 * A whole home `{date_start, date_end, sections}` (§5): the date range, then every section's rules with
 * issues at `sections.{index}.{field}`. Sections answer as given (discount read as a number).
 */
export function validateHome(input: unknown): Result<HomeValue> {
  const record = asRecord(input);
  const range = validateHomeRange(record);
  const sectionsInput = asArray(record.sections);
  const issues: Issue[] = range.ok ? [] : [...range.issues];
  sectionsInput.forEach((section, index) => {
    issues.push(...homeSectionIssues(section, `sections.${index}`));
  });
  if (!range.ok || issues.length > 0) return fail(...issues);
  const sections = sectionsInput.map((section) => {
    const copy = { ...asRecord(section) };
    const discount = asNumber(copy.discount);
    if (discount !== undefined) copy.discount = discount;
    return copy;
  });
  return ok({ ...range.value, sections });
}

export interface NewHomeValue extends HomeValue {
  home_name: string;
}

/** New home content (§5): end date greater than start; the name (`home_name`) is optional. */
export function validateNewHome(input: unknown): Result<NewHomeValue> {
  const record = asRecord(input);
  const range = validateHomeRange(record);
  if (!range.ok) return fail(...range.issues);
  return ok({ home_name: asText(record.home_name), ...range.value, sections: [] });
}

/** What the home date picker stores for a Madrid day (`yyyy-MM-dd`): that day at 02:00 Madrid. */
export const homePickerInstant = (day: string): Date =>
  fromZonedTime(`${day}T0${HOME_PICKER_HOUR}:00:00.000`, MADRID_TIME_ZONE);

/** A home range from two Madrid days: From 00:00 of the first, To 23:59(:59) of the second. */
export const homeRangeFromDays = (fromDay: string, toDay: string): HomeRange => ({
  date_start: madridStartOfDay(fromDay).toISOString(),
  date_end: madridEndOfDay(toDay).toISOString(),
});

/**
 * The toast after Save and Publish: the 12-minute message when the home starts today (or already started,
 * Madrid days), else 'Changes will be applied on {date}' with the start as `d/MM/yyyy` in Madrid time.
 */
export function homeSavedMessage(dateStart: Date | number | string, now: Date | number = Date.now()): string {
  const start = parseInstant(dateStart) ?? new Date(now);
  return madridDay(start) <= madridDay(now)
    ? homeMessages.savedToday
    : homeMessages.savedOn(formatInMadrid(start, 'd/MM/yyyy'));
}
