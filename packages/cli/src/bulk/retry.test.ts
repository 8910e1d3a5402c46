import { HttpError, NetworkError } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { type RetryPolicy, type RetryRuntime, withRetries } from './retry';

const err = { message: 'failed', type: 'Error' };

const failing = (errors: unknown[], answer = 'ok') => {
  let calls = 0;
  return {
    call: async () => {
      const error = errors[calls];
      calls += 1;
      if (error !== undefined) throw error;
      return answer;
    },
    calls: () => calls,
  };
};

const instant = (random: number) => {
  const waits: number[] = [];
  const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 250, maxRetryAfterMs: 1000 };
  const runtime: RetryRuntime = {
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => random,
  };
  return { policy, runtime, waits };
};

describe('withRetries', () => {
  it('retries 429, 503 and network errors with a jittered, growing, capped wait', async () => {
    const { policy, runtime, waits } = instant(0.5);
    const source = failing([
      new HttpError(429, err),
      new HttpError(503, err),
      new NetworkError(new Error('reset')),
    ]);
    expect(await withRetries(source.call, policy, runtime)).toBe('ok');
    expect(source.calls()).toBe(4);
    expect(waits).toEqual([50, 100, 125]);
  });

  it('waits a random part of the backoff (full jitter)', async () => {
    const { policy, runtime, waits } = instant(0);
    await withRetries(failing([new HttpError(503, err)]).call, policy, runtime);
    expect(waits).toEqual([0]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const { policy, runtime } = instant(0.5);
    const last = new HttpError(503, { message: 'still down', type: 'ServiceUnavailable' });
    const source = failing([new HttpError(503, err), new HttpError(503, err), new HttpError(503, err), last]);
    await expect(withRetries(source.call, policy, runtime)).rejects.toBe(last);
    expect(source.calls()).toBe(4);
  });

  it('never retries another failure', async () => {
    const { policy, runtime, waits } = instant(0.5);
    for (const error of [
      new HttpError(400, err),
      new HttpError(401, err),
      new HttpError(500, err),
      new Error('bug'),
    ]) {
      const source = failing([error]);
      await expect(withRetries(source.call, policy, runtime)).rejects.toBe(error);
      expect(source.calls()).toBe(1);
    }
    expect(waits).toEqual([]);
  });
});
