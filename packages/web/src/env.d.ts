/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Origin of the Cellar backend (e.g. `http://localhost:8080`). Leave unset to call the same origin
   * that serves the admin: the backend serves `/-admin/` itself, and `pnpm dev` proxies the calls.
   */
  readonly VITE_CELLAR_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
