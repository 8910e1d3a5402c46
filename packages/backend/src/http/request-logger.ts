import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';
import { presetAnswerHeader, requestHeader } from './node-bindings';
import { setAnsweredHeader } from './set-answered-header';

const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Gives each request an id (the caller's `x-request-id` when it is sane, else a new UUID), echoes it
 * in the response, and writes one log line per request once it is answered.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = requestHeader(c, 'x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('logger', logger);
    const preset = presetAnswerHeader(c, 'x-request-id', requestId);
    await next();
    if (!preset) setAnsweredHeader(c, 'x-request-id', requestId);
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user: c.get('account')?.email,
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
