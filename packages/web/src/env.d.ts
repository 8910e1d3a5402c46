/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Origin of the Cellar backend (e.g. `http://localhost:8080`). Leave unset to call the same origin
   * that serves the admin: the backend serves `/-admin/` itself, and `pnpm dev` proxies the calls.
   */
  readonly VITE_CELLAR_API_URL?: string;
  /** `production` or `staging`: the shops' host prefix where the server has no `GET /v2/@shops`. */
  readonly VITE_CELLAR_ENVIRONMENT?: string;
  /** The shops' domains where the server has no `GET /v2/@shops`, written as the backend's SHOP_DOMAINS. */
  readonly VITE_SHOP_DOMAINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
