// The reference backend in process, with the real fixtures, and a client per fixture account: the setup the
// SDK's contract tests share.
import { type Backend, createBackend } from '@cellar/backend';
import { afterAll, beforeAll } from 'vitest';
import { type CellarClient, createClient } from './create-client';

export type Account = 'admin' | 'editor' | 'viewer';

export interface ContractBackend {
  readonly backend: Backend;
  /** A client logged in as the account (after the suite's beforeAll). */
  client(account: Account): CellarClient;
}

/** Registers the suite's beforeAll (backend and logins) and afterAll (close). */
export function contractBackend(): ContractBackend {
  let backend: Backend | undefined;
  const tokens: Partial<Record<Account, string>> = {};
  beforeAll(async () => {
    backend = createBackend({ dataDir: ':memory:', logLevel: 'silent' });
    const anonymous = createClient({ baseUrl: 'http://localhost', fetch: backend.fetch });
    for (const account of ['admin', 'editor', 'viewer'] as const)
      tokens[account] = await anonymous.session.login({ email: `${account}@example.com`, password: account });
  }, 60_000);
  afterAll(() => backend?.close());
  const started = (): Backend => {
    if (backend === undefined) throw new Error('The contract backend starts in beforeAll');
    return backend;
  };
  return {
    get backend() {
      return started();
    },
    client: (account) =>
      createClient({ baseUrl: 'http://localhost', getToken: () => tokens[account], fetch: started().fetch }),
  };
}
