import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Backend, createBackend } from '@cellar/backend';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './create-client';
import { isNotFound, isUnauthorized } from './errors';
import { fileSession } from './file-session';
import { memorySession } from './memory-session';

// A client that keeps its session, against the reference backend in process: what a script does with the SDK.
let backend: Backend;
let dir: string;
beforeEach(async () => {
  backend = createBackend({ dataDir: ':memory:', logLevel: 'silent' });
  dir = await mkdtemp(join(tmpdir(), 'cellar-session-contract-'));
});
afterEach(async () => {
  backend.close();
  await rm(dir, { recursive: true, force: true });
});

const PRODUCT = '/bodegas/herran-de-abalos/herran-de-abalos-reserva/';
const admin = { email: 'admin@example.com', password: 'admin' };

// Logins hash passwords: on a busy 2-core machine they take seconds, not ms.
describe('a client that keeps its session', { timeout: 30_000 }, () => {
  it('logs in once and reads a product with the token it kept; a missing one is a NotFound', async () => {
    const client = createClient({ baseUrl: 'http://localhost', fetch: backend.fetch });
    await expect(client.content.get(PRODUCT)).rejects.toSatisfy(isUnauthorized);
    await client.session.login(admin);
    expect(await client.content.get(PRODUCT)).toMatchObject({
      '@type': 'Producto',
      nombre: 'Herrán de Ábalos Reserva',
    });
    await expect(client.content.get('/bodegas/no-such-wine/')).rejects.toSatisfy(isNotFound);
  });

  it('keeps a script’s session in a file: the next run reads with it without logging in', async () => {
    const file = join(dir, 'session.json');
    const firstRun = createClient({
      baseUrl: 'http://localhost',
      fetch: backend.fetch,
      session: fileSession(file),
    });
    await expect(firstRun.session.check()).resolves.toBe(false);
    await firstRun.session.login(admin);
    const nextRun = createClient({
      baseUrl: 'http://localhost',
      fetch: backend.fetch,
      session: fileSession(file),
    });
    await expect(nextRun.session.check()).resolves.toBe(true);
    await expect(nextRun.content.get(PRODUCT)).resolves.toMatchObject({ '@type': 'Producto' });
  });

  it('logs out: the server stops taking the token and the store forgets it', async () => {
    const session = fileSession(join(dir, 'session.json'));
    const client = createClient({ baseUrl: 'http://localhost', fetch: backend.fetch, session });
    const token = await client.session.login(admin);
    await client.session.logout();
    await expect(session.get()).resolves.toBeNull();
    const withOldToken = createClient({
      baseUrl: 'http://localhost',
      fetch: backend.fetch,
      getToken: () => token,
    });
    await expect(withOldToken.session.check()).resolves.toBe(false);
  });

  it('an ended session is one UnauthorizedError, the store cleared, and the next call goes without a token', async () => {
    const session = memorySession();
    const client = createClient({ baseUrl: 'http://localhost', fetch: backend.fetch, session });
    const token = await client.session.login(admin);
    // Ended elsewhere (another process logged the same token out), as an expiry would end it.
    await createClient({
      baseUrl: 'http://localhost',
      fetch: backend.fetch,
      getToken: () => token,
    }).session.logout();

    const error = await client.content.get(PRODUCT).catch((e: unknown) => e);
    expect(isUnauthorized(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, type: 'Unauthorized' });
    expect(session.get()).toBeNull();
    await expect(client.session.check()).resolves.toBe(false);
    await client.session.login(admin);
    await expect(client.content.get(PRODUCT)).resolves.toMatchObject({ '@type': 'Producto' });
  });
});
