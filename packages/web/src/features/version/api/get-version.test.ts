import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

it("polls the admin's own version.txt, not the backend's, when the API is on another origin", async () => {
  vi.stubEnv('VITE_CELLAR_API_URL', 'https://backend.cellar.example');
  vi.resetModules();
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(`${input instanceof Request ? input.url : String(input)} ${init?.cache ?? ''}`);
    return new Response('2.0.0+deployed\n');
  });
  const { versionQueryOptions } = await import('./get-version');
  const version = await new QueryClient().fetchQuery(versionQueryOptions());
  expect(version).toBe('2.0.0+deployed');
  expect(seen).toEqual(['/-admin/version.txt no-store']);
});
