import { NotFoundError, type ShopConfiguration } from '@cellar/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { buildShopConfiguration } from './build-shops';
import { clearSessionData, createQueryClient } from './query-client';
import { useShops } from './use-shops';

const ANSWER: ShopConfiguration = {
  environment: 'production',
  shops: [
    { id: 'cellar', language: 'es', country: 'es', letter: 'V', domain: 'cellar.es', host: 'www.cellar.es' },
  ],
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useShops', () => {
  it("uses this build's shops where the server has no GET /v2/@shops (404)", async () => {
    vi.spyOn(apiClient, 'shops').mockRejectedValue(
      new NotFoundError(404, { message: 'Not Found', type: 'NotFound' }),
    );
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useShops(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(buildShopConfiguration()));
    expect(result.current.data?.shops).toHaveLength(5);
  });

  it('asks the backend once: every user of the hook, a mount a day later and a logout keep the answer', async () => {
    const shops = vi.spyOn(apiClient, 'shops').mockResolvedValue(ANSWER);
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const first = renderHook(() => [useShops(), useShops()], { wrapper });
    await waitFor(() => expect(first.result.current[0]?.data).toEqual(ANSWER));
    expect(first.result.current[1]?.data).toEqual(ANSWER);
    first.unmount();

    clearSessionData(queryClient);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    const later = renderHook(() => useShops(), { wrapper });
    expect(later.result.current.data).toEqual(ANSWER);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shops).toHaveBeenCalledTimes(1);
  });

  it("gives every later call the x-shop of the page's host among the configured shops", async () => {
    const uk = {
      id: 'uk',
      language: 'en',
      country: 'uk',
      letter: 'U',
      domain: location.hostname,
      host: location.host,
    };
    vi.spyOn(apiClient, 'shops').mockResolvedValue({
      ...ANSWER,
      shops: [...ANSWER.shops, uk],
    } as ShopConfiguration);
    expect(apiClient.shop.id).toBe('cellar');
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useShops(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(apiClient.shop).toEqual(uk);
  });
});
