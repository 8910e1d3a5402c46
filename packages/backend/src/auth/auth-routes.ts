import { messages, validateLogin } from '@cellar/validation';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { unauthorized } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { setAnsweredHeader } from '../http/set-answered-header';
import type { AccountStore } from './account-store';
import type { LoginLimiter } from './login-limiter';
import { verifyPassword } from './passwords';
import type { SessionStore } from './session-store';

export interface AuthDeps {
  accounts: AccountStore;
  sessions: SessionStore;
  limiter: LoginLimiter;
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** Verified when the email has no account, unless some account's hash is at hand to take its cost. */
const UNKNOWN_ACCOUNT_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/**
 * The account `email` and `password` open, through the login limiter (429 after too many failures); 401 'Failed!
 * Invalid credentials' otherwise. An unknown email still costs one hash check (another account's, whose result is
 * ignored), so response times do not tell which emails have accounts.
 */
export async function verifyLogin(
  { accounts, limiter }: Pick<AuthDeps, 'accounts' | 'limiter'>,
  c: Context<AppEnv>,
  { email, password }: { email: string; password: string },
) {
  const account = await limiter.attempt({ email, address: clientAddress(c) }, async () => {
    const found = accounts.findByEmail(email);
    const hash = found?.passwordHash ?? accounts.anyPasswordHash() ?? UNKNOWN_ACCOUNT_HASH;
    const matches = await verifyPassword(password, hash);
    return found && matches ? found : undefined;
  });
  if (!account) throw unauthorized(messages.login.invalidCredentials);
  c.set('account', { id: account.id, email: account.email, role: account.role });
  return account;
}

export const INVALID_TOKEN_MESSAGE = 'Your session is invalid or has expired. Please log in again.';
export const MISSING_TOKEN_MESSAGE = 'Authentication required: send a bearer token.';

/** `/v2/auth`: get_token, login, logout (contract.md, "Session"). */
export function authRoutes({ accounts, sessions, limiter }: AuthDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.use(async (c, next) => {
    await next();
    setAnsweredHeader(c, 'Cache-Control', 'no-store');
  });

  routes.get('/get_token', (c) => c.json({ token: sessions.issue('anonymous') }));

  routes.post('/login', async (c) => {
    const bearer = bearerToken(c.req.header('authorization'));
    if (bearer === undefined) throw unauthorized(MISSING_TOKEN_MESSAGE);
    if (sessions.find(bearer) === undefined) throw unauthorized(INVALID_TOKEN_MESSAGE);

    const account = await verifyLogin({ accounts, limiter }, c, await parseBody(c, validateLogin));
    return c.json({ token: sessions.issue('user', account.id) });
  });

  routes.post('/logout', (c) => {
    const bearer = bearerToken(c.req.header('authorization'));
    if (bearer === undefined) throw unauthorized(MISSING_TOKEN_MESSAGE);
    if (sessions.find(bearer) === undefined || !sessions.revoke(bearer)) {
      throw unauthorized(INVALID_TOKEN_MESSAGE);
    }
    return c.json({});
  });

  return routes;
}
