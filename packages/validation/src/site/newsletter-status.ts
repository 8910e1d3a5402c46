import { fail, ok, type Result } from '../result';
import { siteMessages } from './messages';
import type { NewsletterStatus } from './newsletter-constants';

const messages = siteMessages.newsletter;

/** The status calls of §4 (`@mark-as-verified`, `@mark-as-draft`, `@schedule`, `@unschedule`). */
export const NEWSLETTER_STATUS_ACTIONS = [
  'mark-as-verified',
  'mark-as-draft',
  'schedule',
  'unschedule',
] as const;
export type NewsletterStatusAction = (typeof NEWSLETTER_STATUS_ACTIONS)[number];

/** Why a transition is refused: the status does not allow it, or a field it needs is missing. */
export type NewsletterTransitionRefusal = 'conflict' | 'precondition';

export interface NewsletterTransitionInput {
  status: NewsletterStatus;
  /** `schedule_at` is set. */
  hasScheduleAt?: boolean;
  /** The audience has at least one recipient (an uploaded list or the filters' customers). */
  hasAudience?: boolean;
}

/**
 * The newsletter's status machine (§4): draft -> verified (`mark-as-verified`), verified -> draft
 * (`mark-as-draft`, refused while scheduled), verified with a schedule_at and an audience -> scheduled
 * (`schedule`), scheduled -> verified (`unschedule`). Answers the new status, or one issue at `status`
 * (a wrong status) or at the missing field, with `refusal` telling a 409 from a 412.
 */
export function newsletterTransition(
  action: NewsletterStatusAction,
  input: NewsletterTransitionInput,
): Result<NewsletterStatus> & { refusal?: NewsletterTransitionRefusal } {
  const { status } = input;
  const conflict = (message: string) => ({
    ...fail<NewsletterStatus>({ path: 'status', message }),
    refusal: 'conflict' as const,
  });
  switch (action) {
    case 'mark-as-verified':
      return status === 'draft' ? ok('verified') : conflict(messages.cannotVerify(status));
    case 'mark-as-draft':
      if (status === 'scheduled') return conflict(messages.cannotGoBackToDraftScheduled);
      return status === 'verified' ? ok('draft') : conflict(messages.alreadyDraft);
    case 'schedule':
      if (status !== 'verified') return conflict(messages.cannotSchedule(status));
      if (input.hasScheduleAt !== true)
        return {
          ...fail({ path: 'schedule_at', message: messages.scheduleDateMissing }),
          refusal: 'precondition',
        };
      if (input.hasAudience !== true)
        return { ...fail({ path: 'sendto', message: messages.audienceMissing }), refusal: 'precondition' };
      return ok('scheduled');
    case 'unschedule':
      return status === 'scheduled' ? ok('verified') : conflict(messages.cannotUnschedule(status));
  }
}

/** The verify button's call (§4): 'Verify content' on a draft, 'Back to draft' otherwise (disabled when scheduled). */
export const verifyToggleAction = (status: NewsletterStatus): 'mark-as-verified' | 'mark-as-draft' =>
  status === 'draft' ? 'mark-as-verified' : 'mark-as-draft';
