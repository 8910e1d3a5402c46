import type { SessionStore } from './session-store';

/**
 * A session kept in memory, for as long as the client lives: the default of `createClient`.
 *
 * @example
 * const client = createClient({ baseUrl: 'https://backend.example', session: memorySession(process.env.CELLAR_TOKEN) });
 */
export function memorySession(token?: string | null): SessionStore {
  let kept = token ?? null;
  return {
    get: () => kept,
    set: (next) => {
      kept = next;
    },
    clear: () => {
      kept = null;
    },
  };
}
