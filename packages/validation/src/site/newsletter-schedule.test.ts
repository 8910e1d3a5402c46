import { describe, expect, it } from 'vitest';
import {
  newsletterScheduleForm,
  newsletterScheduleIssues,
  validateNewsletterScheduleForm,
} from './newsletter-schedule';

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

describe('the Schedule tab rule', () => {
  it('reads a stored newsletter into Madrid wall-clock fields and builds the same PATCH back', () => {
    const stored = {
      sendto: {
        langs: ['es'],
        frequency: 1,
        colectivos_id: ['1'],
        num_pedidos: { op: 'gt', value: 2 },
        fecha_last_pd: { op: 'lt', value: '2025-11-01' },
      },
      schedule_at: '2026-12-17T08:00:00.000Z',
      finish_at: '2026-12-17T20:00:00.000Z',
    };
    const form = newsletterScheduleForm(stored);
    expect(form.schedule_at).toBe('2026-12-17T09:00');
    expect(form.frequency).toBe('1');
    expect(form.conditions.num_pedidos).toEqual({ op: 'gt', value: '2' });
    expect(form.conditions.avg_price_bot).toEqual({ op: '', value: '' });
    const patch = validateNewsletterScheduleForm(form);
    expect(patch).toEqual({
      ok: true,
      value: { ...stored, schedule_at_b: null, finish_at_b: null },
    });
  });

  it('leaves out a condition without op or value, and refuses a B finish before its start', () => {
    const form = newsletterScheduleForm({});
    expect(form.frequency).toBe('1000');
    form.conditions.avg_price_bot = { op: 'gt', value: '' };
    form.conditions.max_price_bot = { op: '', value: '30' };
    form.schedule_at_b = '2026-12-18T10:00';
    form.finish_at_b = '2026-12-18T09:00';
    expect(validateNewsletterScheduleForm(form)).toEqual({
      ok: false,
      issues: [{ path: 'finish_at_b', message: endBeforeStart }],
    });
    form.finish_at_b = '';
    expect(validateNewsletterScheduleForm(form)).toMatchObject({
      ok: true,
      value: { sendto: { frequency: 1000 } },
    });
  });
});
