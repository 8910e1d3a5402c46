import { HttpError } from '@cellar/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockObject, unlockObject, unlockOnPageHide } from '@/features/content/api/lock-object';
import { apiClient } from '@/lib/api-client';
import { heldLocks } from '@/lib/held-locks';
import { AddonMissingError } from '@/lib/server-addons';
import { lockAllowsEditing, useObjectLock } from './use-object-lock';

vi.mock('@/features/content/api/lock-object', () => ({
  lockObject: vi.fn(),
  unlockObject: vi.fn(() => Promise.resolve()),
  unlockOnPageHide: vi.fn(),
}));

const lock = vi.mocked(lockObject);
const unlock = vi.mocked(unlockObject);
const answer = (modification_date: string) => ({
  modification_date,
  locked_by: 'admin@example.com',
  expires: '2025-01-01T00:01:30Z',
});
const flush = () => act(async () => {});

describe('the editing lock (catalogue-editors §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    lock.mockReset();
    unlock.mockClear();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('locks on open, re-checks every 30 s and on focus, and unlocks on leave', async () => {
    lock.mockResolvedValue(answer('d1'));
    const onStale = vi.fn();
    const { result, unmount } = renderHook(() =>
      useObjectLock({ path: '/a/', enabled: true, modificationDate: 'd1', onStale }),
    );
    await flush();
    expect(lock).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'held' });
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(lock).toHaveBeenCalledTimes(2);
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(lock).toHaveBeenCalledTimes(3);
    expect(onStale).not.toHaveBeenCalled();
    unmount();
    await flush();
    expect(unlock).toHaveBeenCalledWith('/a/');
  });

  it('refreshes the view when the lock answers another modification_date', async () => {
    lock.mockResolvedValue(answer('d2'));
    const onStale = vi.fn();
    renderHook(() => useObjectLock({ path: '/a/', enabled: true, modificationDate: 'd1', onStale }));
    await flush();
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('says who holds it, keeps retrying, and takes it once freed', async () => {
    lock.mockRejectedValueOnce(
      new HttpError(409, { message: 'Locked by editor@example.com since 10:04', type: 'Locked' }),
    );
    lock.mockRejectedValueOnce(
      new HttpError(409, { message: 'Locked by editor@example.com since 10:04', type: 'Locked' }),
    );
    lock.mockResolvedValue(answer('d1'));
    const onStale = vi.fn();
    const { result, unmount } = renderHook(() =>
      useObjectLock({ path: '/a/', enabled: true, modificationDate: 'd1', onStale }),
    );
    await flush();
    expect(result.current).toEqual({ status: 'locked', message: 'Locked by editor@example.com since 10:04' });
    expect(onStale).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(30_000));
    // Still held by the other user: the read-only view is refreshed from the server.
    expect(result.current).toMatchObject({ status: 'locked' });
    expect(onStale).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(result.current).toMatchObject({ status: 'held' });
    unmount();
    await flush();
  });

  it('does not unlock what it never held, and asks nothing when disabled', async () => {
    lock.mockRejectedValue(new HttpError(409, { message: 'Locked by x since 10:00', type: 'Locked' }));
    const { unmount, rerender } = renderHook(
      ({ enabled }) => useObjectLock({ path: '/a/', enabled, modificationDate: 'd1', onStale: () => {} }),
      { initialProps: { enabled: false } },
    );
    await flush();
    expect(lock).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await flush();
    unmount();
    await flush();
    expect(unlock).not.toHaveBeenCalled();
  });

  it('stays pending until the lock answers, the form editable meanwhile (the lock is taken in the background)', async () => {
    let grant: (value: ReturnType<typeof answer>) => void = () => {};
    lock.mockReturnValue(new Promise((resolve) => (grant = resolve)));
    const { result, unmount } = renderHook(() =>
      useObjectLock({ path: '/a/', enabled: true, modificationDate: 'd1', onStale: () => {} }),
    );
    await flush();
    expect(result.current).toEqual({ status: 'pending' });
    expect(lockAllowsEditing(result.current)).toBe(true);
    await act(async () => grant(answer('d1')));
    expect(result.current).toMatchObject({ status: 'held' });
    expect(lockAllowsEditing(result.current)).toBe(true);
    unmount();
    await flush();
  });

  it('shows a failed lock call other than 409 and stays read-only', async () => {
    lock.mockRejectedValue(new HttpError(500, { message: 'Internal error', type: 'ServerError' }));
    const { result, unmount } = renderHook(() =>
      useObjectLock({ path: '/a/', enabled: true, modificationDate: 'd1', onStale: () => {} }),
    );
    await flush();
    expect(result.current).toEqual({ status: 'error', message: 'Internal error' });
    expect(lockAllowsEditing(result.current)).toBe(false);
    unmount();
    await flush();
  });

  it('edits without a lock on a server that has none (@lock 404), asking no more', async () => {
    lock.mockRejectedValue(new AddonMissingError('locks'));
    const { result, unmount } = renderHook(() =>
      useObjectLock({ path: '/a/', enabled: true, modificationDate: 'd1', onStale: () => {} }),
    );
    await flush();
    expect(result.current).toEqual({ status: 'unsupported' });
    expect(lockAllowsEditing(result.current)).toBe(true);
    await act(async () => vi.advanceTimersByTime(90_000));
    expect(lock).toHaveBeenCalledTimes(1);
    unmount();
    await flush();
  });

  it('lets the form be edited when no lock is wanted', async () => {
    const { result } = renderHook(() =>
      useObjectLock({ path: '/a/', enabled: false, modificationDate: 'd1', onStale: () => {} }),
    );
    expect(result.current).toEqual({ status: 'off' });
    expect(lockAllowsEditing(result.current)).toBe(true);
  });

  it('never carries a held lock over to a reopened tab or another object', async () => {
    lock.mockResolvedValueOnce(answer('d1'));
    lock.mockReturnValue(new Promise(() => {}));
    const { result, rerender, unmount } = renderHook(
      ({ path, enabled }) => useObjectLock({ path, enabled, modificationDate: 'd1', onStale: () => {} }),
      { initialProps: { path: '/a/', enabled: true } },
    );
    await flush();
    expect(result.current).toMatchObject({ status: 'held' });
    // Leaving the editing tab and coming back starts pending again, until the new @lock answers.
    rerender({ path: '/a/', enabled: false });
    rerender({ path: '/a/', enabled: true });
    expect(result.current).toEqual({ status: 'pending' });
    await flush();
    expect(result.current).toEqual({ status: 'pending' });
    // Another object: pending too.
    rerender({ path: '/b/', enabled: true });
    expect(result.current).toEqual({ status: 'pending' });
    unmount();
  });

  it('releases the lock with a keepalive request when the page goes away', async () => {
    lock.mockResolvedValue(answer('d1'));
    renderHook(() =>
      useObjectLock({ path: '/a/', enabled: true, modificationDate: 'd1', onStale: () => {} }),
    );
    await flush();
    window.dispatchEvent(new Event('pagehide'));
    expect(vi.mocked(unlockOnPageHide)).toHaveBeenCalledWith('/a/');
  });

  it('lists the lock it holds for a logout, and asks no unlock again of one a logout released', async () => {
    lock.mockResolvedValue(answer('d1'));
    const release = vi.spyOn(apiClient.content, 'unlock').mockResolvedValue(undefined);
    const { unmount } = renderHook(() =>
      useObjectLock({ path: '/a/', enabled: true, modificationDate: 'd1', onStale: () => {} }),
    );
    await flush();
    expect(heldLocks.has('/a/')).toBe(true);
    // The logout releases it while the token is valid; the page then goes without a token to ask with.
    await act(() => heldLocks.releaseAll());
    expect(release).toHaveBeenCalledWith('/a/');
    unmount();
    await flush();
    expect(unlock).not.toHaveBeenCalled();
    release.mockRestore();
  });

  it('forgets a lock it no longer holds: released on leaving, or taken by someone else', async () => {
    lock.mockResolvedValueOnce(answer('d1'));
    lock.mockRejectedValueOnce(new HttpError(409, { message: 'Locked by x since 10:00', type: 'Locked' }));
    const { unmount } = renderHook(() =>
      useObjectLock({ path: '/a/', enabled: true, modificationDate: 'd1', onStale: () => {} }),
    );
    await flush();
    expect(heldLocks.has('/a/')).toBe(true);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(heldLocks.has('/a/')).toBe(false);
    lock.mockResolvedValue(answer('d1'));
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(heldLocks.has('/a/')).toBe(true);
    unmount();
    await flush();
    expect(unlock).toHaveBeenCalledWith('/a/');
    expect(heldLocks.has('/a/')).toBe(false);
  });
});
