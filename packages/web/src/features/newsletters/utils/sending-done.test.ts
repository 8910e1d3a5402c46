import { describe, expect, it } from 'vitest';
import { sendingDone } from './sending-done';

const progress = (sent: number, nosent: number, norendered: number, total: number) => ({
  sent,
  nosent,
  norendered,
  pending: total - sent - nosent - norendered,
  rendered: sent + nosent,
  total,
});

describe('sendingDone', () => {
  it('is done once sent + nosent + norendered reach the total, not before', () => {
    expect(sendingDone(progress(3, 0, 0, 5))).toBe(false);
    expect(sendingDone(progress(3, 1, 1, 5))).toBe(true);
    expect(sendingDone(progress(0, 0, 0, 0))).toBe(true);
    expect(sendingDone(undefined)).toBe(false);
  });
});
