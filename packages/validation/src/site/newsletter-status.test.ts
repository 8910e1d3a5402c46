import { describe, expect, it } from 'vitest';
import { siteMessages } from './messages';
import { newsletterTransition, verifyToggleAction } from './newsletter-status';

const m = siteMessages.newsletter;

describe('newsletterTransition', () => {
  it.each([
    ['mark-as-verified', 'draft', 'verified'],
    ['mark-as-draft', 'verified', 'draft'],
    ['unschedule', 'scheduled', 'verified'],
  ] as const)('%s moves %s to %s', (action, status, next) => {
    expect(newsletterTransition(action, { status })).toEqual({ ok: true, value: next });
  });

  it('schedules a verified newsletter with a date and an audience', () => {
    expect(
      newsletterTransition('schedule', { status: 'verified', hasScheduleAt: true, hasAudience: true }),
    ).toEqual({
      ok: true,
      value: 'scheduled',
    });
  });

  it.each([
    ['mark-as-verified', 'verified', m.cannotVerify('verified')],
    ['mark-as-verified', 'scheduled', m.cannotVerify('scheduled')],
    ['mark-as-draft', 'scheduled', m.cannotGoBackToDraftScheduled],
    ['mark-as-draft', 'draft', m.alreadyDraft],
    ['schedule', 'draft', m.cannotSchedule('draft')],
    ['schedule', 'scheduled', m.cannotSchedule('scheduled')],
    ['unschedule', 'verified', m.cannotUnschedule('verified')],
    ['unschedule', 'draft', m.cannotUnschedule('draft')],
  ] as const)('refuses %s on a %s newsletter as a conflict', (action, status, message) => {
    expect(newsletterTransition(action, { status, hasScheduleAt: true, hasAudience: true })).toEqual({
      ok: false,
      issues: [{ path: 'status', message }],
      refusal: 'conflict',
    });
  });

  it('refuses to schedule without a date, then without an audience, as unmet preconditions', () => {
    expect(newsletterTransition('schedule', { status: 'verified', hasAudience: true })).toMatchObject({
      ok: false,
      issues: [{ path: 'schedule_at', message: m.scheduleDateMissing }],
      refusal: 'precondition',
    });
    expect(newsletterTransition('schedule', { status: 'verified', hasScheduleAt: true })).toMatchObject({
      ok: false,
      issues: [{ path: 'sendto', message: m.audienceMissing }],
      refusal: 'precondition',
    });
  });

  it('toggles verify on a draft and back to draft otherwise', () => {
    expect(verifyToggleAction('draft')).toBe('mark-as-verified');
    expect(verifyToggleAction('verified')).toBe('mark-as-draft');
  });
});
