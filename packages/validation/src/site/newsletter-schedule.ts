import { formatInMadrid, madridWallTime } from '../madrid-time';
import { fail, type Issue, ok, type Result } from '../result';
import { siteMessages } from './messages';
import {
  AUDIENCE_DATE_CONDITIONS,
  AUDIENCE_NUMERIC_CONDITIONS,
  type AudienceConditionOp,
  type AudienceDateCondition,
  type AudienceNumericCondition,
  DEFAULT_FREQUENCY,
} from './newsletter-constants';

export interface NewsletterScheduleDates {
  schedule_at?: unknown;
  finish_at?: unknown;
  schedule_at_b?: unknown;
  finish_at_b?: unknown;
}

const time = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
};

/**
 * The schedule of a newsletter (§3): `finish_at` after `schedule_at`, and the A/B second pair likewise
 * (`finish_at_b` after `schedule_at_b`). The spec gives no wording for newsletters; the home's
 * 'The end date must be greater than the start date.' is used, on the finish field. A pair with a missing
 * date is not compared.
 */
export function newsletterScheduleIssues(dates: NewsletterScheduleDates): Issue[] {
  const issues: Issue[] = [];
  const pairs = [
    ['schedule_at', 'finish_at'],
    ['schedule_at_b', 'finish_at_b'],
  ] as const;
  for (const [start, end] of pairs) {
    const from = time(dates[start]);
    const to = time(dates[end]);
    if (from !== undefined && to !== undefined && to <= from)
      issues.push({ path: end, message: siteMessages.home.endBeforeStart });
  }
  return issues;
}

/** A numeric or date condition as the Schedule tab edits it: no op means no condition. */
export interface AudienceConditionForm {
  op: '' | AudienceConditionOp;
  value: string;
}

/** The Schedule tab's fields: the audience of §3 and the dates as Madrid wall-clock times (`yyyy-MM-ddTHH:mm`). */
export interface NewsletterScheduleForm {
  langs: string[];
  countries: string[];
  frequency: string;
  id_provincia: string[];
  ciudad: string;
  colectivos_id: string[];
  fav_region: string;
  conditions: Record<AudienceNumericCondition | AudienceDateCondition, AudienceConditionForm>;
  schedule_at: string;
  finish_at: string;
  schedule_at_b: string;
  finish_at_b: string;
}

/** What the Schedule tab's PATCH sends (§7): only these five fields; a cleared date is null. */
export interface NewsletterSchedulePatch {
  sendto: Record<string, unknown>;
  schedule_at: string | null;
  finish_at: string | null;
  schedule_at_b: string | null;
  finish_at_b: string | null;
}

export const SCHEDULE_DATE_FIELDS = ['schedule_at', 'finish_at', 'schedule_at_b', 'finish_at_b'] as const;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The Schedule tab's fields from a stored newsletter (dates shown in Madrid time). */
export function newsletterScheduleForm(newsletter: Record<string, unknown>): NewsletterScheduleForm {
  const sendto = record(newsletter.sendto);
  const conditions = {} as NewsletterScheduleForm['conditions'];
  for (const name of [...AUDIENCE_NUMERIC_CONDITIONS, ...AUDIENCE_DATE_CONDITIONS]) {
    const stored = record(sendto[name]);
    const op = stored.op === 'lt' || stored.op === 'gt' ? stored.op : '';
    const value = stored.value;
    conditions[name] = {
      op,
      value: typeof value === 'number' ? String(value) : typeof value === 'string' ? value.slice(0, 10) : '',
    };
  }
  const local = (value: unknown): string => {
    const ms = time(value);
    return ms === undefined ? '' : formatInMadrid(ms, "yyyy-MM-dd'T'HH:mm");
  };
  return {
    langs: stringList(sendto.langs),
    countries: stringList(sendto.countries),
    frequency: String(typeof sendto.frequency === 'number' ? sendto.frequency : DEFAULT_FREQUENCY),
    id_provincia: stringList(sendto.id_provincia),
    ciudad: str(sendto.ciudad),
    colectivos_id: stringList(sendto.colectivos_id),
    fav_region: str(sendto.fav_region),
    conditions,
    schedule_at: local(newsletter.schedule_at),
    finish_at: local(newsletter.finish_at),
    schedule_at_b: local(newsletter.schedule_at_b),
    finish_at_b: local(newsletter.finish_at_b),
  };
}

/**
 * The Schedule tab's rule: builds the PATCH (sendto without the empty filters; a condition only with an op and a
 * value; Madrid times as ISO instants) and checks the dates with `newsletterScheduleIssues`.
 */
export function validateNewsletterScheduleForm(
  form: NewsletterScheduleForm,
): Result<NewsletterSchedulePatch> {
  const sendto: Record<string, unknown> = { frequency: Number(form.frequency) || DEFAULT_FREQUENCY };
  if (form.langs.length > 0) sendto.langs = form.langs;
  if (form.countries.length > 0) sendto.countries = form.countries;
  if (form.id_provincia.length > 0) sendto.id_provincia = form.id_provincia;
  if (form.ciudad.trim() !== '') sendto.ciudad = form.ciudad.trim();
  if (form.colectivos_id.length > 0) sendto.colectivos_id = form.colectivos_id;
  if (form.fav_region !== '') sendto.fav_region = form.fav_region;
  for (const name of AUDIENCE_NUMERIC_CONDITIONS) {
    const { op, value } = form.conditions[name];
    const number = Number(value);
    if (op !== '' && value.trim() !== '' && Number.isFinite(number)) sendto[name] = { op, value: number };
  }
  for (const name of AUDIENCE_DATE_CONDITIONS) {
    const { op, value } = form.conditions[name];
    if (op !== '' && /^\d{4}-\d{2}-\d{2}$/.test(value)) sendto[name] = { op, value };
  }
  const iso = (local: string): string | null => (local === '' ? null : madridWallTime(local).toISOString());
  const patch: NewsletterSchedulePatch = {
    sendto,
    schedule_at: iso(form.schedule_at),
    finish_at: iso(form.finish_at),
    schedule_at_b: iso(form.schedule_at_b),
    finish_at_b: iso(form.finish_at_b),
  };
  const issues = newsletterScheduleIssues(patch);
  return issues.length > 0 ? fail(...issues) : ok(patch);
}
