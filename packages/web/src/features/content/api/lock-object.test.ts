import { NetworkError } from '@cellar/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { unlockOnPageHide } from './lock-object';

afterEach(() => vi.restoreAllMocks());

describe('unlockOnPageHide', () => {
  it("releases the lock with the SDK's keepalive request (its headers and URL the SDK's), and swallows a failure", async () => {
    const failed = Promise.reject(new NetworkError(new TypeError('the page is gone')));
    const unlock = vi.spyOn(apiClient.content, 'unlock').mockReturnValue(failed);
    unlockOnPageHide('/bodegas/vega sicilia/');
    expect(unlock).toHaveBeenCalledWith('/bodegas/vega sicilia/', { keepalive: true });
    // The rejection is handled: nothing reaches the page as an unhandled rejection.
    await expect(failed).rejects.toMatchObject({ name: 'NetworkError' });
  });
});
