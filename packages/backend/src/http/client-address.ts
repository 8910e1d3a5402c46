import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The address the request's connection comes from, as `@hono/node-server` hands the socket over (what its
 * `getConnInfo` reads); undefined when the app is called in process (`app.fetch`, no server). Behind a reverse
 * proxy it is the proxy's: no forwarded header is trusted.
 */
export function clientAddress(c: Context): string | undefined {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket.remoteAddress;
}
