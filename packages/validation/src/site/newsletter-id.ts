import { formatInMadrid } from '../madrid-time';
import { slugify } from '../slugify';

/**
 * A newsletter id: the Madrid day as `D_MM_YY_` (day without a leading zero, two-digit month and year)
 * plus the slugified suffix, e.g. `7_03_25_spring-sale`. Answers '' when the suffix slugifies to nothing.
 */
export function buildNewsletterId(date: Date | number, suffix: string): string {
  const slug = slugify(typeof suffix === 'string' ? suffix : '');
  return slug === '' ? '' : `${formatInMadrid(date, 'd_MM_yy')}_${slug}`;
}

export interface NewsletterIdParts {
  /** The prefix's day as `yyyy-MM-dd` (years 2000-2099). */
  day: string;
  suffix: string;
}

const NEWSLETTER_ID = /^([1-9]|[12]\d|3[01])_(0[1-9]|1[0-2])_(\d{2})_([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The parts of a newsletter id built by {@link buildNewsletterId}; undefined for anything else. */
export function parseNewsletterId(id: unknown): NewsletterIdParts | undefined {
  if (typeof id !== 'string') return undefined;
  const match = NEWSLETTER_ID.exec(id);
  if (!match) return undefined;
  const [, d, mm, yy, suffix] = match as unknown as [string, string, string, string, string];
  const year = 2000 + Number(yy);
  const check = new Date(Date.UTC(year, Number(mm) - 1, Number(d)));
  if (check.getUTCDate() !== Number(d)) return undefined;
  return { day: `${year}-${mm}-${d.padStart(2, '0')}`, suffix };
}
