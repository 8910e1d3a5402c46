import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, sessionToken } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/current-user';
import { emptyEditors } from '@/lib/editor-registry';
import type { ScreenHandle } from '@/lib/use-preload-on-intent';
import { shopsQueryOptions } from '@/lib/use-shops';
import { inAppHref, startApp } from './start-app';

/** A promise and the functions that settle it, to hold the session check open. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function setUp() {
  const check = deferred<boolean>();
  vi.spyOn(apiClient.session, 'check').mockReturnValue(check.promise);
  const shops = deferred<never>();
  vi.spyOn(apiClient, 'shops').mockReturnValue(shops.promise);
  const page = { lazy: vi.fn(async () => ({})), preload: vi.fn() };
  const screens: RouteObject[] = [
    { index: true, lazy: page.lazy, handle: { preload: page.preload } satisfies ScreenHandle },
  ];
  const started = startApp({
    location: { pathname: '/-admin/', search: '?path=/bodegas/' },
    screens,
    editors: async () => emptyEditors,
  });
  const fetching = (queryKey: readonly unknown[]) =>
    started.queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
  return { check, page, started, fetching };
}

beforeEach(() => {
  // The user's `@user_info` is not answered: what matters is when it is asked.
  vi.spyOn(apiClient.content, 'userInfo').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionToken.clear();
});

describe('startApp', () => {
  it("with a stored token, asks the layout's reads and starts the screen the URL opens while the token is checked", async () => {
    sessionToken.set('token');
    const { check, page, started, fetching } = setUp();
    expect(fetching(shopsQueryOptions().queryKey)).toBe(true);
    expect(fetching(currentUserQuery.queryKey)).toBe(true);
    expect(page.lazy).toHaveBeenCalledTimes(1);
    expect(page.preload).toHaveBeenCalledTimes(1);
    const [context] = page.preload.mock.calls[0] ?? [];
    expect(context.queryClient).toBe(started.queryClient);
    expect(context.url.searchParams.get('path')).toBe('/bodegas/');

    check.resolve(true);
    await expect(started.sessionCheck).resolves.toEqual({ status: 'loggedIn', notice: null });
    expect(started.queryClient.getQueryCache().find({ queryKey: currentUserQuery.queryKey })).toBeDefined();
  });

  it('forgets what it read with a token the server refuses', async () => {
    sessionToken.set('stale');
    const { check, started } = setUp();
    started.queryClient.setQueryData(['content', 'object', '/bodegas/'], {
      '@id': 'read with the stale token',
    });
    check.resolve(false);
    await expect(started.sessionCheck).resolves.toEqual({ status: 'loggedOut', notice: null });
    await vi.waitFor(() =>
      expect(started.queryClient.getQueryData(['content', 'object', '/bodegas/'])).toBeUndefined(),
    );
    expect(sessionToken.get()).toBeNull();
  });

  it('asks nothing without a stored token: the login form shows at once', async () => {
    const { page, started, fetching } = setUp();
    await expect(started.sessionCheck).resolves.toEqual({ status: 'loggedOut', notice: null });
    expect(apiClient.session.check).not.toHaveBeenCalled();
    expect(fetching(shopsQueryOptions().queryKey)).toBe(false);
    expect(fetching(currentUserQuery.queryKey)).toBe(false);
    expect(page.lazy).not.toHaveBeenCalled();
    expect(page.preload).not.toHaveBeenCalled();
  });
});

describe('inAppHref', () => {
  it('gives the href a link of the app writes for a page of the admin', () => {
    expect(inAppHref({ pathname: '/-admin/', search: '?path=/bodegas/&tab=Items' })).toBe(
      '/?path=/bodegas/&tab=Items',
    );
    expect(inAppHref({ pathname: '/-admin/orders/delays', search: '' })).toBe('/orders/delays');
    expect(inAppHref({ pathname: '/elsewhere', search: '' })).toBe('/');
  });
});
