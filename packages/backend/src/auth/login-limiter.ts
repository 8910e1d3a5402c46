import { messages } from '@cellar/validation';
import type { Clock } from '../http/clock';
import { tooManyRequests } from '../http/errors';
import { normalizeEmail } from './account-store';

/** Failed logins a minute for one email before it must wait. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;
/** Failed logins a minute from one client address, over all emails, before it must wait (0 turns it off). */
export const DEFAULT_ADDRESS_FAILURE_LIMIT = 20;

/** How often, in failures recorded, every key is looked over for failures past the window. */
const PRUNE_EVERY = 1000;

/**
 * One limit: the failures of each key (an email, an address) within the last window and the password checks under
 * way for it. Keys whose failures are all past the window are dropped as they come up, and all at once every
 * {@link PRUNE_EVERY} failures, so the memory holds about one window of failures whatever the number of keys tried.
 */
class FailureLimit {
  readonly #failures = new Map<string, number[]>();
  readonly #checking = new Map<string, number>();
  #recordedSincePrune = 0;

  constructor(
    readonly limit: number,
    readonly message: string,
  ) {}

  /** The failures of `key` within the window ending `now`, oldest first. */
  recent(key: string, now: number): number[] {
    const times = this.#failures.get(key);
    if (times === undefined) return [];
    const live = times.filter((at) => at > now - LOGIN_FAILURE_WINDOW_MS);
    if (live.length === 0) this.#failures.delete(key);
    else if (live.length < times.length) this.#failures.set(key, live);
    return live;
  }

  /** 429 when `key` has reached the limit by failures alone; whether a check may start besides those under way. */
  mayStart(key: string, now: number): boolean {
    const failures = this.recent(key, now);
    if (failures.length >= this.limit) {
      const oldestCounted = failures[failures.length - this.limit] ?? now;
      throw tooManyRequests(this.message, Math.max(1, oldestCounted + LOGIN_FAILURE_WINDOW_MS - now));
    }
    return failures.length + (this.#checking.get(key) ?? 0) < this.limit;
  }

  started(key: string): void {
    this.#checking.set(key, (this.#checking.get(key) ?? 0) + 1);
  }

  ended(key: string, outcome: 'failed' | 'passed' | 'broken', now: number): void {
    const left = (this.#checking.get(key) ?? 1) - 1;
    if (left === 0) this.#checking.delete(key);
    else this.#checking.set(key, left);
    if (outcome === 'failed') this.#record(key, now);
  }

  clear(key: string): void {
    this.#failures.delete(key);
  }

  #record(key: string, now: number): void {
    this.#failures.set(key, [...this.recent(key, now), now]);
    this.#recordedSincePrune += 1;
    if (this.#recordedSincePrune >= PRUNE_EVERY) {
      this.#recordedSincePrune = 0;
      for (const other of [...this.#failures.keys()]) this.recent(other, now);
    }
  }
}

/** A promise and its resolve (`Promise.withResolvers` comes with Node 22). */
const signal = (): { promise: Promise<void>; resolve: () => void } => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/** One login attempt: the email it is for and the client address it comes from (undefined in process). */
export interface LoginAttempt {
  email: string;
  address: string | undefined;
}

/**
 * Limits failed logins: {@link LOGIN_FAILURE_LIMIT} a minute per email (case-insensitive, whether or not the
 * account exists), and `failuresPerAddress` a minute per client address over all emails, so that trying a password
 * on many emails (spraying) is slowed as guessing one email's is. Past a limit an attempt is refused (429 with
 * `Retry-After`) until its oldest counted failure is a minute old; refused attempts are not counted, so waiting
 * always helps. A successful login forgets its email's failures, not its address's.
 *
 * An attempt counts as a failure once its password check has failed, never before, so parallel logins with the
 * right password all go through. So that parallel guesses cannot slip past a limit while their checks run, an
 * attempt whose email or address has as many failures and checks under way as its limit waits for one of those
 * checks to end, then starts or is refused by what that check found.
 */
export class LoginLimiter {
  readonly #now: Clock;
  readonly #email: FailureLimit;
  readonly #address: FailureLimit | undefined;
  /** Resolved, and replaced, each time a check ends. */
  #checkEnded = signal();

  constructor(now: Clock, { failuresPerAddress = DEFAULT_ADDRESS_FAILURE_LIMIT } = {}) {
    this.#now = now;
    this.#email = new FailureLimit(LOGIN_FAILURE_LIMIT, messages.login.tooManyFailedLogins);
    this.#address =
      failuresPerAddress > 0
        ? new FailureLimit(failuresPerAddress, messages.login.tooManyFailedLoginsFromAddress)
        : undefined;
  }

  /**
   * Runs `check`, the password check (the account when the password matches, undefined when not), as one attempt;
   * throws 429 `TooManyRequests` when its email or its address is over its limit.
   */
  async attempt<T>(
    { email, address }: LoginAttempt,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const limits: [FailureLimit, string][] = [[this.#email, normalizeEmail(email)]];
    if (this.#address !== undefined && address !== undefined) limits.push([this.#address, address]);
    const mayStart = () => {
      const now = this.#now();
      // Every limit is asked, so a refusal by failures comes before any wait.
      return limits.map(([limit, key]) => limit.mayStart(key, now)).every(Boolean);
    };
    while (!mayStart()) await this.#checkEnded.promise;
    for (const [limit, key] of limits) limit.started(key);
    let outcome: 'failed' | 'passed' | 'broken' = 'broken';
    try {
      const result = await check();
      outcome = result === undefined ? 'failed' : 'passed';
      return result;
    } finally {
      const now = this.#now();
      for (const [limit, key] of limits) limit.ended(key, outcome, now);
      if (outcome === 'passed') this.#email.clear(normalizeEmail(email));
      this.#checkEnded.resolve();
      this.#checkEnded = signal();
    }
  }
}
