import { QueryObserver, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshIfPreloaded, PRELOAD_FRESH_MS, preloadQuery } from './preload-query';
import { createQueryClient } from './query-client';

function setUp() {
  const queryClient = createQueryClient();
  const read = vi.fn(async () => ({ title: 'Bodegas' }));
  const options = queryOptions({
    queryKey: ['content', 'object', '/bodegas/'],
    queryFn: read,
    staleTime: freshIfPreloaded,
  });
  /** A screen opening on the query (as `useQuery` mounts), until its fetches settle. */
  const open = async () => {
    const unsubscribe = new QueryObserver(queryClient, options).subscribe(() => undefined);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    unsubscribe();
  };
  return { queryClient, read, options, open };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('preloadQuery and freshIfPreloaded', () => {
  it('the screen opening takes what the preload fetched for it: one request', async () => {
    const { queryClient, read, options, open } = setUp();
    await preloadQuery(queryClient, options);
    await open();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a screen opening while the preload is under way waits for it: one request', async () => {
    const { queryClient, read, options, open } = setUp();
    const preload = preloadQuery(queryClient, options);
    await open();
    await preload;
    await open();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again what the screen itself read (staleTime 0), what was invalidated, and a preload gone old', async () => {
    // The clock stands still: answers in the same millisecond are still told apart.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { queryClient, read, options, open } = setUp();
    await open();
    await open();
    expect(read).toHaveBeenCalledTimes(2);

    await preloadQuery(queryClient, options);
    expect(read).toHaveBeenCalledTimes(3);
    await queryClient.invalidateQueries({ queryKey: options.queryKey, refetchType: 'none' });
    await open();
    expect(read).toHaveBeenCalledTimes(4);

    await preloadQuery(queryClient, options);
    expect(read).toHaveBeenCalledTimes(5);
    vi.setSystemTime(Date.now() + PRELOAD_FRESH_MS + 1);
    await open();
    expect(read).toHaveBeenCalledTimes(6);
  });
});
