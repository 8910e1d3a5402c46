import { NEWSLETTER_STATUS_COLORS, type NewsletterStatus } from '@cellar/validation/site';
import { clsx } from 'clsx';

/** §9 tag colours: draft light, scheduled primary, verified success. */
const COLOR_CLASSES = {
  light: 'border-slate-300 bg-slate-100 text-slate-700',
  primary: 'border-blue-300 bg-blue-100 text-blue-800',
  success: 'border-green-300 bg-green-100 text-green-800',
} as const;

export const isNewsletterStatus = (value: unknown): value is NewsletterStatus =>
  value === 'draft' || value === 'verified' || value === 'scheduled';

/** A newsletter's status as a tag of its §9 colour (`data-color` names it). */
export function StatusTag({ status }: { status: NewsletterStatus }) {
  const color = NEWSLETTER_STATUS_COLORS[status];
  return (
    <span
      data-color={color}
      className={clsx(
        'inline-block rounded-full border px-2 py-0.5 text-xs font-medium',
        COLOR_CLASSES[color],
      )}
    >
      {status}
    </span>
  );
}
