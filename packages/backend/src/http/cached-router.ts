import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { setBounded } from '../bounded-map';

/** How many method-and-path matches `CachedRouter` keeps, the oldest dropped first. */
export const CACHED_MATCHES = 1024;

/**
 * A Hono router that keeps the matches of the last `size` method-and-path pairs: an editor's object, its
 * listing and its `@canido` are asked again and again, and matching one against the app's routes (ERP ones
 * included, which only the trie router takes) cost more than the rest of Hono's work on a small GET (README
 * "Performance"). The routes are all added before the first request, so a kept match never goes stale; the
 * match's params are read, never changed, by Hono.
 */
export class CachedRouter<T> implements Router<T> {
  readonly name: string;
  readonly #router: Router<T>;
  readonly #size: number;
  readonly #matches = new Map<string, Result<T>>();

  constructor(
    router: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] }),
    size = CACHED_MATCHES,
  ) {
    this.#router = router;
    this.#size = size;
    this.name = `CachedRouter(${router.name})`;
  }

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.#matches.get(key);
    if (result === undefined) {
      result = this.#router.match(method, path);
      setBounded(this.#matches, key, result, this.#size);
    }
    return result;
  }
}
