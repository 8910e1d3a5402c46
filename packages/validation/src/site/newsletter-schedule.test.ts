import { describe, expect, it } from 'vitest';
import { newsletterScheduleIssues } from './newsletter-schedule';

const endBeforeStart = 'The end date must be greater than the start date.';

describe('newsletterScheduleIssues', () => {
  it.each([
    [{}, []],
    [{ schedule_at: '2026-12-10T08:00:00Z', finish_at: '2026-12-10T09:00:00Z' }, []],
    [{ schedule_at: '2026-12-10T08:00:00Z' }, []],
    [
      { schedule_at: '2026-12-10T08:00:00Z', finish_at: '2026-12-10T08:00:00Z' },
      [{ path: 'finish_at', message: endBeforeStart }],
    ],
    [
      { schedule_at_b: '2026-12-11T08:00:00Z', finish_at_b: '2026-12-10T08:00:00Z' },
      [{ path: 'finish_at_b', message: endBeforeStart }],
    ],
    [
      {
        schedule_at: '2026-12-10T08:00:00Z',
        finish_at: '2026-12-09T08:00:00Z',
        schedule_at_b: '2026-12-11T08:00:00Z',
        finish_at_b: '2026-12-12T08:00:00Z',
      },
      [{ path: 'finish_at', message: endBeforeStart }],
    ],
  ])('%j', (dates, expected) => {
    expect(newsletterScheduleIssues(dates)).toEqual(expected);
  });
});
