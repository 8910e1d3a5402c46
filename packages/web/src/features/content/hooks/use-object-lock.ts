import { isConflict, type Lock } from '@cellar/sdk';
import { TIMERS } from '@cellar/validation';
import { useEffect, useRef, useState } from 'react';
import { lockObject, unlockObject, unlockOnPageHide } from '@/features/content/api/lock-object';
import { errorMessage } from '@/lib/error-message';
import { heldLocks } from '@/lib/held-locks';
import { isAddonMissing } from '@/lib/server-addons';

export type LockState =
  /** No lock wanted (no editing tab open, or no ModifyContent). */
  | { status: 'off' }
  /** Wanted, not yet answered: the user may already type (the lock is taken in the background). */
  | { status: 'pending' }
  | { status: 'held'; lock: Lock }
  /** Someone else holds it: the server's 'Locked by {email} since {HH:mm}'; the form is read-only. */
  | { status: 'locked'; message: string }
  /** The lock call failed otherwise; shown persistently (catalogue-editors §8 "A lock error is shown persistently"). */
  | { status: 'error'; message: string }
  /**
   * The server has no editing locks (a plain Guillotina answers @lock 404): the form is edited without one, and a
   * save overwrites what someone else saved meanwhile (such a server ignores `last-mod-date` too).
   */
  | { status: 'unsupported' };

export interface ObjectLockOptions {
  path: string;
  /** True while an editable tab is open and the user has ModifyContent. */
  enabled: boolean;
  /** The `modification_date` the page holds. */
  modificationDate: string | undefined;
  /** Called when the lock answers another `modification_date`: the view refreshes. */
  onStale: () => void;
  /** Re-check interval; TIMERS.lockRefresh (30 s). */
  refreshMs?: number;
}

/**
 * The editing lock of catalogue-editors §4: POST @lock when an editable tab opens, again every 30 s and
 * when the window regains focus (renewing the 90 s lease, or retrying while someone else holds it); a
 * different `modification_date` refreshes the view; @unlock on leaving (unmount, path change, pagehide). A lock held
 * is listed in `heldLocks`, so that a logout (in this tab or another) releases it before the token goes.
 */
export function useObjectLock({
  path,
  enabled,
  modificationDate,
  onStale,
  refreshMs = TIMERS.lockRefresh,
}: ObjectLockOptions): LockState {
  // The state belongs to one path: another object's answer never unlocks this object's form.
  const [current, setCurrent] = useState<{ path: string; state: LockState }>({
    path,
    state: { status: 'pending' },
  });
  const held = useRef(modificationDate);
  held.current = modificationDate;
  const stale = useRef(onStale);
  stale.current = onStale;

  useEffect(() => {
    if (!enabled) return;
    const setState = (state: LockState) => setCurrent({ path, state });
    let active = true;
    let holding = false;
    let inFlight: Promise<void> | null = null;
    let attempts = 0;

    const check = () => {
      inFlight ??= attempt().finally(() => {
        inFlight = null;
      });
      return inFlight;
    };
    const attempt = async () => {
      attempts += 1;
      try {
        const lock = await lockObject(path);
        holding = true;
        heldLocks.add(path);
        if (!active) return;
        setState({ status: 'held', lock });
        if (held.current !== undefined && lock.modification_date !== held.current) stale.current();
      } catch (error) {
        if (!active) return;
        holding = false;
        heldLocks.remove(path);
        if (isAddonMissing(error)) {
          // Nothing to hold or renew on this server: no more attempts.
          window.clearInterval(timer);
          setState({ status: 'unsupported' });
        } else if (isConflict(error)) {
          setState({ status: 'locked', message: error.message });
          // The holder may have saved meanwhile: the read-only view follows the server (the first
          // attempt comes with a freshly loaded object).
          if (attempts > 1) stale.current();
        } else setState({ status: 'error', message: errorMessage(error) });
      }
    };

    void check();
    const timer = window.setInterval(() => void check(), refreshMs);
    const onFocus = () => void check();
    const onPageHide = () => {
      if (holding) unlockOnPageHide(path);
      holding = false;
      heldLocks.remove(path);
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      active = false;
      // Whatever was held is being released: a later open of an editing tab starts pending again.
      setCurrent({ path, state: { status: 'pending' } });
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('pagehide', onPageHide);
      // A @lock still in flight is waited for, so its lock is released rather than left to the lease. One a
      // logout already released (the page goes because the session ended) is not asked for again without a token.
      const release = () => {
        if (holding && heldLocks.has(path)) void unlockObject(path).catch(() => undefined);
        holding = false;
        heldLocks.remove(path);
      };
      if (inFlight) void inFlight.then(release);
      else release();
    };
  }, [path, enabled, refreshMs]);

  if (!enabled) return { status: 'off' };
  // Until this path's first answer (also in the render before the effect runs) the lock is pending.
  return current.path === path ? current.state : { status: 'pending' };
}

/**
 * Whether the form may be edited: unless someone else holds the lock or the lock call failed (catalogue-editors §4).
 * While it is being taken the user may type at once: a save before the answer is checked by the server, which
 * refuses a write under someone else's lock (409 Locked), and a refusal makes the form read-only, keeping what was
 * typed (in the fields and as a draft).
 */
export const lockAllowsEditing = (lock: LockState): boolean =>
  lock.status !== 'locked' && lock.status !== 'error';
