import { createClient } from '@cellar/sdk';
import { storage } from './storage';

/**
 * Backend origin. Set `VITE_CELLAR_API_URL` at build time (e.g. `http://localhost:8080`) to call a
 * backend on another origin; unset means the same origin that serves the admin (the backend serves
 * `/-admin/` itself, and the Vite dev server proxies `/v2`, `/db` and `/api`).
 */
export const API_URL: string = import.meta.env.VITE_CELLAR_API_URL ?? '';

/** localStorage key of the session token. */
export const TOKEN_KEY = 'cellar.token';

/** The session token kept by the client between page loads (site-content-and-shell §1). */
export const sessionToken = {
  get: (): string | null => storage.get(TOKEN_KEY),
  set: (token: string): void => storage.set(TOKEN_KEY, token),
  clear: (): void => storage.remove(TOKEN_KEY),
};

/** The one SDK client of the admin; every call carries the stored token. */
export const apiClient = createClient({ baseUrl: API_URL, getToken: sessionToken.get });
