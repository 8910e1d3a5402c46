import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { emptyEditors } from '@/lib/editor-registry';
import type { ScreenHandle } from '@/lib/use-preload-on-intent';
import { createScreenPreloader } from './create-screen-preloader';

function setUp() {
  const objectPage = { lazy: vi.fn(async () => ({})), preload: vi.fn() };
  const delays = { lazy: vi.fn(async () => ({})) };
  const routes: RouteObject[] = [
    { index: true, lazy: objectPage.lazy, handle: { preload: objectPage.preload } satisfies ScreenHandle },
    { path: 'orders/delays', lazy: delays.lazy },
  ];
  const queryClient = new QueryClient();
  const editors = vi.fn(async () => emptyEditors);
  return {
    objectPage,
    delays,
    preload: createScreenPreloader(routes, queryClient, editors),
    queryClient,
    editors,
  };
}

describe('createScreenPreloader', () => {
  it("loads the chunk of the screen an href opens and hands its preload the href's URL", () => {
    const { objectPage, delays, preload, queryClient, editors } = setUp();
    preload('/?path=/bodegas/vega/&tab=Edit');
    expect(objectPage.lazy).toHaveBeenCalledTimes(1);
    expect(delays.lazy).not.toHaveBeenCalled();
    expect(objectPage.preload).toHaveBeenCalledTimes(1);
    const [context] = objectPage.preload.mock.calls[0] ?? [];
    expect(context.queryClient).toBe(queryClient);
    expect(context.editors).toBe(editors);
    expect(context.url.searchParams.get('path')).toBe('/bodegas/vega/');
    expect(context.url.searchParams.get('tab')).toBe('Edit');
  });

  it('loads the chunk of a screen without data of its own to preload', () => {
    const { objectPage, delays, preload } = setUp();
    preload('/orders/delays');
    expect(delays.lazy).toHaveBeenCalledTimes(1);
    expect(objectPage.lazy).not.toHaveBeenCalled();
  });

  it('does nothing for a page outside the app or a path no screen has', () => {
    const { objectPage, delays, preload } = setUp();
    preload('https://backoffice.example.com/');
    preload('/no/such/screen');
    expect(objectPage.lazy).not.toHaveBeenCalled();
    expect(delays.lazy).not.toHaveBeenCalled();
  });
});
