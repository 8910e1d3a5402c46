import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The Node request and response `@hono/node-server` hands the app (`c.env`); undefined when the app is called in
 * process (`app.fetch`, tests: some pass only a socket), where the same calls go through `Request` and `Response`.
 */
const bindings = (c: Context): Partial<HttpBindings> | undefined =>
  c.env as Partial<HttpBindings> | undefined;

/**
 * A request header, read from the Node request when there is one: `c.req.header()` builds a fetch `Headers` of
 * every header of the request the first time it is asked (about 3 % of a small GET's time in the profile, README
 * "Performance"). Node joins repeated headers as `Headers.get` does, but keeps the first of a repeated
 * `authorization`, `host` or `content-type`.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const headers = bindings(c)?.incoming?.headers;
  if (headers === undefined) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Sets a header of the answer before it is made, on the Node response when there is one (Node merges it into the
 * head the answer writes, whatever kind of answer it is); answers false in process, where the caller sets it on
 * the answer once made (`setAnsweredHeader`).
 */
export function presetAnswerHeader(c: Context, name: string, value: string): boolean {
  const outgoing = bindings(c)?.outgoing;
  if (typeof outgoing?.setHeader !== 'function' || outgoing.headersSent) return false;
  outgoing.setHeader(name, value);
  return true;
}
