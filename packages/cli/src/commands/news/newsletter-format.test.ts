import type { NewsletterProgress } from '@cellar/sdk';
import { describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../errors';
import {
  formatSendingProgress,
  formatUploadAnswer,
  sendingProgressState,
  watchSending,
} from './newsletter-format';
import { newsletterRef } from './newsletter-ref';

const reading = (sent: number, nosent = 0, norendered = 0, total = 10): NewsletterProgress => ({
  sent,
  nosent,
  norendered,
  pending: total - sent - nosent - norendered,
  rendered: sent,
  total,
});

describe('newsletterRef', () => {
  it('takes the id the web shows, or its path, and builds the content path', () => {
    expect(newsletterRef('3_09_26_vuelta-al-cole')).toEqual({
      id: '3_09_26_vuelta-al-cole',
      path: '/newsletters/3_09_26_vuelta-al-cole/',
    });
    expect(newsletterRef('/newsletters/3_09_26_vuelta-al-cole/').path).toBe(
      '/newsletters/3_09_26_vuelta-al-cole/',
    );
    expect(newsletterRef('/newsletters/3_09_26_vuelta-al-cole').id).toBe('3_09_26_vuelta-al-cole');
  });

  it.each(['vuelta-al-cole', '31_02_26_x', '/bodegas/x/', '3_09_26_../x', ''])(
    'refuses %j as a usage error',
    (value) => {
      expect(() => newsletterRef(value)).toThrow(UsageError);
      expect(() => newsletterRef(value)).toThrow(/^A newsletter id is D_MM_YY_ plus a slug/);
    },
  );
});

describe('formatUploadAnswer', () => {
  it('writes the counts, each bad line, then how many more, as the Schedule tab does', () => {
    expect(
      formatUploadAnswer({
        accepted: 5,
        duplicates: 2,
        invalid_count: 103,
        invalid: [{ line: 4, value: 'x', message: 'Line 4 is not a valid email: "x"' }],
        invalid_more: 102,
      }),
    ).toEqual([
      '5 emails accepted, 2 duplicates dropped, 103 bad lines',
      'Line 4 is not a valid email: "x"',
      'and 102 more bad lines',
    ]);
  });
});

describe('sending progress', () => {
  it('names every counter and says whether the sending is over', () => {
    expect(formatSendingProgress(reading(4, 1))).toBe(
      'sent 4, nosent 1, norendered 0, pending 5, rendered 4, total 10: sending',
    );
    expect(formatSendingProgress(reading(8, 1, 1))).toMatch(/: done$/);
    expect(sendingProgressState(reading(8, 1, 1))).toEqual({ done: 8, failed: 2, total: 10 });
  });

  it('watchSending reads every interval (a fake clock) until sent + nosent + norendered reaches the total', async () => {
    const readings = [reading(0), reading(4, 1), reading(8, 1, 1), reading(10)];
    const read = vi.fn(async () => readings.shift() ?? reading(10));
    const sleep = vi.fn(async () => undefined);
    const seen: NewsletterProgress[] = [];
    const last = await watchSending({ read, sleep, intervalMs: 2000, onReading: (r) => seen.push(r) });
    expect(last).toEqual({ progress: reading(8, 1, 1), interrupted: false });
    expect(seen.map((r) => r.sent)).toEqual([0, 4, 8]);
    expect(sleep.mock.calls).toEqual([
      [2000, undefined],
      [2000, undefined],
    ]);
  });

  it('stops at the first sleep the signal aborts (Ctrl+C), answering the last reading', async () => {
    const abort = new AbortController();
    const read = vi.fn(async () => reading(2));
    const sleep = vi.fn(async (_ms: number, signal?: AbortSignal) => {
      if (read.mock.calls.length === 2) abort.abort();
      expect(signal).toBe(abort.signal);
    });
    const last = await watchSending({
      read,
      sleep,
      intervalMs: 2000,
      onReading: () => {},
      signal: abort.signal,
    });
    expect(last).toEqual({ progress: reading(2), interrupted: true });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('an empty audience is over at once', async () => {
    const sleep = vi.fn(async () => undefined);
    await watchSending({
      read: async () => reading(0, 0, 0, 0),
      sleep,
      intervalMs: 2000,
      onReading: () => {},
    });
    expect(sleep).not.toHaveBeenCalled();
  });
});
