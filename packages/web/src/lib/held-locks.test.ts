import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { heldLocks } from './held-locks';

/** What another tab of the browser lists: its own entry beside this page's. */
const otherTab = (paths: string[]) =>
  localStorage.setItem('cellar.held-locks.v1:another-tab', JSON.stringify(paths));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('heldLocks', () => {
  it("lists this page's locks apart from another tab's", () => {
    otherTab(['/b/']);
    heldLocks.add('/a/');
    heldLocks.add('/a/');
    expect(heldLocks.has('/a/')).toBe(true);
    expect(heldLocks.has('/b/')).toBe(false);
    heldLocks.remove('/a/');
    expect(heldLocks.has('/a/')).toBe(false);
    expect(localStorage.getItem('cellar.held-locks.v1:another-tab')).toBe('["/b/"]');
  });

  it('releases every lock of every tab of the browser, once each, and forgets them', async () => {
    const unlock = vi.spyOn(apiClient.content, 'unlock').mockResolvedValue(undefined);
    heldLocks.add('/a/');
    otherTab(['/b/', '/a/']);
    await heldLocks.releaseAll();
    expect(unlock.mock.calls.map(([path]) => path).sort()).toEqual(['/a/', '/b/']);
    expect(heldLocks.has('/a/')).toBe(false);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('never holds up a logout: a refused unlock or one that does not answer is left to the lease', async () => {
    vi.useFakeTimers();
    const unlock = vi.spyOn(apiClient.content, 'unlock');
    unlock.mockRejectedValueOnce(new Error('Failed to fetch')).mockReturnValueOnce(new Promise(() => {}));
    heldLocks.add('/a/');
    otherTab(['/b/']);
    let done = false;
    const released = heldLocks.releaseAll(3_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await released;
    expect(done).toBe(true);
  });

  it('asks nothing when no page holds a lock', async () => {
    const unlock = vi.spyOn(apiClient.content, 'unlock');
    await heldLocks.releaseAll();
    expect(unlock).not.toHaveBeenCalled();
  });
});
