import type { Logger } from 'pino';
import type { Account } from '../auth/account-store';

/** What middleware puts on the Hono context for the handlers after it. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** The logged-in account, set by `requireUser` (and by a successful login, for the request log). */
    account?: Account;
    /** The sha256 of the request's user token, set by `requireUser`: the session an editing lock records. */
    sessionHash?: string;
  };
}
