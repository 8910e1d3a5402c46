import { isCellarError, isHttpError, isNetworkError } from '@cellar/sdk';

/** How failed calls are retried. Only idempotent calls are retried at all. */
export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  /** The backoff's base: attempt n (1-based) waits up to `baseDelayMs * 2^(n-1)`, capped. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Longest Retry-After honoured; a longer one fails the row rather than stalling the run. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 250,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
};

/**
 * What to do with an error a batch's call threw:
 * - `retry`: 429, 503 or a network error (retried only for idempotent calls, see `retryDelay`);
 * - `fail`: the server refused the rows (any other status, or an answer of the wrong shape): each row fails
 *   with the server's message;
 * - `stop`: nothing else will work either (the session is no longer valid, the backend is unreachable):
 *   the run stops like an interruption, leaving the rows unsettled for `--resume`;
 * - `bug`: not an SDK error at all: the run stops and the error reaches the handler.
 */
export type ErrorAction = 'retry' | 'fail' | 'stop' | 'bug';

export function classifyError(error: unknown): ErrorAction {
  if (isNetworkError(error)) return 'retry';
  if (isHttpError(error)) {
    if (error.status === 429 || error.status === 503) return 'retry';
    if (error.status === 401) return 'stop';
    return 'fail';
  }
  if (isCellarError(error)) return 'fail';
  return 'bug';
}

/**
 * Retry-After of an HTTP error, in ms, when it has one: the SDK's error carries it as `retryAfterMs`
 * (from the header's seconds or HTTP date).
 */
export function retryAfterOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('retryAfterMs' in error)) return undefined;
  const value = (error as { retryAfterMs?: unknown }).retryAfterMs;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * The wait before attempt `attempt + 1` (after `attempt` failures, 1-based): exponential backoff with full
 * jitter (a uniform wait between 0 and the capped exponential), or the server's Retry-After plus a little
 * jitter so that concurrent workers do not come back in the same millisecond. Undefined: give up.
 */
export function retryDelay(
  attempt: number,
  error: unknown,
  policy: RetryPolicy,
  random: () => number,
): number | undefined {
  if (attempt >= policy.maxAttempts) return undefined;
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) {
    if (retryAfter > policy.maxRetryAfterMs) return undefined;
    return retryAfter + Math.floor(random() * policy.baseDelayMs);
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

/** The reason a row failed, for people: the server's message, else the error's. */
export function reasonOf(error: unknown): string {
  if (isHttpError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The clock and dice of the retries, injected so tests run them instantly. */
export interface RetryRuntime {
  sleep: (ms: number) => Promise<void>;
  /** In [0, 1). */
  random: () => number;
  /** Told before each wait, for a line for people. */
  onRetry?: (info: { attempt: number; attempts: number; waitMs: number; reason: string }) => void;
}

export const systemRetryRuntime: RetryRuntime = {
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
  random: Math.random,
};

/**
 * Runs one idempotent call (a read), again after the policy's jittered wait while it fails in a way worth
 * retrying (429, 503, a network error: `classifyError`), up to the policy's attempts; then the last error.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
  runtime: RetryRuntime = systemRetryRuntime,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const waitMs =
        classifyError(error) === 'retry' ? retryDelay(attempt, error, policy, runtime.random) : undefined;
      if (waitMs === undefined) throw error;
      runtime.onRetry?.({
        attempt,
        attempts: policy.maxAttempts,
        waitMs,
        reason: isHttpError(error) ? `${error.status} ${error.message}` : 'no answer',
      });
      await runtime.sleep(waitMs);
    }
  }
}
