import { type ConfiguredShop, createClient } from '@cellar/sdk';
import { storage } from './storage';

/**
 * Backend origin. Set `VITE_CELLAR_API_URL` at build time (e.g. `http://localhost:8080`) to call a
 * backend on another origin; unset means the same origin that serves the admin (the backend serves
 * `/-admin/` itself, and the Vite dev server proxies `/v2`, `/db` and `/api`).
 */
export const API_URL: string = import.meta.env.VITE_CELLAR_API_URL ?? '';

/** localStorage key of the session token. */
export const TOKEN_KEY = 'cellar.token';

/** localStorage key of the email the session was opened with. */
export const LOGIN_EMAIL_KEY = 'cellar.login-email';

/**
 * The email typed at login, kept beside the token: who is logged in when the server has no `@user_info` (see
 * current-user.ts). Forgotten with the token (`sessionToken.clear`).
 */
export const loginEmail = {
  get: (): string | null => storage.get(LOGIN_EMAIL_KEY),
  set: (email: string): void => storage.set(LOGIN_EMAIL_KEY, email),
};

/** The session token kept by the client between page loads (site-content-and-shell §1). */
export const sessionToken = {
  get: (): string | null => storage.get(TOKEN_KEY),
  set: (token: string): void => storage.set(TOKEN_KEY, token),
  /** Forgets the token and the email it was opened with. */
  clear: (): void => {
    storage.remove(TOKEN_KEY);
    storage.remove(LOGIN_EMAIL_KEY);
  },
};

let configuredShops: readonly ConfiguredShop[] | undefined;

/** Keeps the shops `GET /v2/@shops` configures (use-shops.ts hands them over): from then on they give `x-shop`. */
export const setConfiguredShops = (shops: readonly ConfiguredShop[]): void => {
  configuredShops = shops;
};

/**
 * The one SDK client of the admin; every call carries the stored token, and the `x-shop` of the page's host among
 * the configured shops (the main shop until they are known).
 */
export const apiClient = createClient({
  baseUrl: API_URL,
  getToken: sessionToken.get,
  shops: () => configuredShops,
});
