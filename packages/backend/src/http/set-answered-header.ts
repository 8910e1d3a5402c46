import type { Context } from 'hono';

/**
 * Sets a header on the answer a middleware's `next()` already produced. `c.header()` would rebuild that answer as a
 * full `Response` over a stream of its body (hono does so once a context is finalized), which takes
 * `@hono/node-server` off its fast path for string bodies and was the largest cost of a small GET in the profile;
 * the answer's own headers are changed in place instead, unless they are immutable (a redirect's, a fetched
 * answer's), where `c.header()` makes a copy.
 */
export function setAnsweredHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
