import type { Issue } from '../result';
import { siteMessages } from './messages';

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
