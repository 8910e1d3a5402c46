import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { unauthorized } from '../http/errors';
import { requestHeader } from '../http/node-bindings';
import type { AccountStore } from './account-store';
import { bearerToken, INVALID_TOKEN_MESSAGE, MISSING_TOKEN_MESSAGE } from './auth-routes';
import type { SessionStore } from './session-store';

export const LOGIN_REQUIRED_MESSAGE = 'Authentication required: log in first.';

/** Lets a request through only with a live user token, and puts its account and session on the context. */
export function requireUser(sessions: SessionStore, accounts: AccountStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(requestHeader(c, 'authorization'));
    if (token === undefined) throw unauthorized(MISSING_TOKEN_MESSAGE);
    const session = sessions.find(token);
    if (session === undefined) throw unauthorized(INVALID_TOKEN_MESSAGE);
    if (session.kind !== 'user' || session.accountId === null) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
    const account = accounts.findById(session.accountId);
    if (account === undefined) throw unauthorized(INVALID_TOKEN_MESSAGE);
    c.set('account', account);
    c.set('sessionHash', session.tokenHash);
    await next();
  };
}
