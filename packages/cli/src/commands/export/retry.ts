import { isHttpError, isNetworkError } from '@cellar/sdk';

/**
 * Retries of the export's reads. Every call an export makes reads (GET, and the offers search, a POST that
 * writes nothing), so each is idempotent and retried on 429, 503 and network errors, with exponential backoff
 * and full jitter: the wait before retry n is a random time up to min(maxMs, baseMs * 2^(n-1)).
 */
export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  baseMs: number;
  maxMs: number;
  sleep: (ms: number) => Promise<void>;
  /** In [0, 1). */
  random: () => number;
  /** Told before each wait, for a line for people. */
  onRetry?: (info: { attempt: number; attempts: number; waitMs: number; reason: string }) => void;
}

export const DEFAULT_RETRY: RetryOptions = {
  attempts: 5,
  baseMs: 500,
  maxMs: 10_000,
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
  random: Math.random,
};

/** Whether a failed read is worth another try: too many requests, unavailable, or no answer at all. */
export function isRetryable(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  return isHttpError(error) && (error.status === 429 || error.status === 503);
}

const reasonOf = (error: unknown): string =>
  isNetworkError(error) ? 'no answer' : `${(error as { status?: number }).status ?? ''}`.trim() || 'error';

/** Runs `call`, again after a jittered wait while it fails in a retryable way, up to `attempts` times. */
export async function withRetries<T>(
  call: () => Promise<T>,
  options: RetryOptions = DEFAULT_RETRY,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= options.attempts || !isRetryable(error)) throw error;
      const waitMs = Math.floor(
        options.random() * Math.min(options.maxMs, options.baseMs * 2 ** (attempt - 1)),
      );
      options.onRetry?.({ attempt, attempts: options.attempts, waitMs, reason: reasonOf(error) });
      await options.sleep(waitMs);
    }
  }
}
