/**
 * Where a client keeps its session token (see `ClientOptions.session`): `login()` sets it, `logout()` and a
 * refused token (401) clear it, every call reads it. Each method may answer at once or with a promise (a file is
 * read asynchronously, `localStorage` at once); the client awaits either.
 *
 * @example
 * // A store of your own, e.g. in a keychain:
 * const keychainSession: SessionStore = {
 *   get: () => keychain.read('cellar'),
 *   set: (token) => keychain.write('cellar', token),
 *   clear: () => keychain.remove('cellar'),
 * };
 * const client = createClient({ baseUrl: 'https://backend.example', session: keychainSession });
 */
export interface SessionStore {
  /** The kept token; null (or undefined) when there is none. */
  get(): string | null | undefined | Promise<string | null | undefined>;
  /** Keeps `token`, replacing any kept before. */
  set(token: string): void | Promise<void>;
  /** Forgets the token; nothing happens when there is none. */
  clear(): void | Promise<void>;
}
