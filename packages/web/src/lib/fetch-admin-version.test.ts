import { isHttpError, isNetworkError } from '@cellar/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it remembers the first version), with `fetch` answering `answer`. */
async function load(answer: () => Promise<Response>) {
  vi.resetModules();
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return { fetch, ...(await import('./fetch-admin-version')) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('fetchAdminVersion', () => {
  it("reads the admin's own /-admin/version.txt past every cache, trimmed", async () => {
    const { fetch, fetchAdminVersion } = await load(async () => new Response('0.1.0+abc1234\n'));
    await expect(fetchAdminVersion()).resolves.toBe('0.1.0+abc1234');
    expect(fetch).toHaveBeenCalledWith('/-admin/version.txt', { cache: 'no-store' });
  });

  it('stays on the page origin when the API is on another one (VITE_CELLAR_API_URL)', async () => {
    vi.stubEnv('VITE_CELLAR_API_URL', 'https://backend.cellar.example');
    const { fetch, fetchAdminVersion } = await load(async () => new Response('1.0.0'));
    await fetchAdminVersion();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/-admin/version.txt']);
  });

  it('remembers the first version read as the one the page loaded with', async () => {
    let version = '1.0.0';
    const { fetchAdminVersion, loadedAdminVersion } = await load(async () => new Response(version));
    expect(loadedAdminVersion()).toBeUndefined();
    await fetchAdminVersion();
    version = '1.0.1';
    await expect(fetchAdminVersion()).resolves.toBe('1.0.1');
    expect(loadedAdminVersion()).toBe('1.0.0');
  });

  it('fails with typed errors: HttpError for a status, NetworkError without an answer', async () => {
    const missing = await load(async () => new Response('', { status: 404 }));
    const notFound = await missing.fetchAdminVersion().catch((e: unknown) => e);
    expect(isHttpError(notFound) && notFound.status).toBe(404);
    expect(missing.loadedAdminVersion()).toBeUndefined();

    const down = await load(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(isNetworkError(await down.fetchAdminVersion().catch((e: unknown) => e))).toBe(true);
  });
});
