import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDir, TEST_FIXTURES_DIR } from '../test-support';
import { type RunningServer, startServer } from './start-server';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const start = async () => {
  const webDir = emptyDir();
  writeFileSync(join(webDir, 'index.html'), '<!doctype html>');
  writeFileSync(join(webDir, '..', 'secret.txt'), 'secret');
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    webDir,
    fixturesDir: TEST_FIXTURES_DIR,
    logLevel: 'silent',
  });
  return server;
};

/** A raw HTTP request, so the path reaches the server exactly as written (fetch would normalise it). */
const raw = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });

/** Logs in as admin over HTTP (an anonymous token, then the login call) and answers the session's token. */
const adminToken = async (url: string): Promise<string> => {
  const { token: anonymous } = (await (await fetch(`${url}/v2/auth/get_token`)).json()) as { token: string };
  const login = await fetch(`${url}/v2/auth/login`, {
    method: 'POST',
    headers: { authorization: `Bearer ${anonymous}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin' }),
  });
  return ((await login.json()) as { token: string }).token;
};

describe('startServer', () => {
  it('listens on a free port and answers the session calls', async () => {
    const { url, port } = await start();
    expect(port).toBeGreaterThan(0);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    const token = await adminToken(url);
    const root = await fetch(`${url}/db/guillotina/`, { headers: { authorization: `Bearer ${token}` } });
    expect(root.status).toBe(200);
    expect(((await root.json()) as Record<string, unknown>)['@id']).toBe(`${url}/db/guillotina/`);
  });

  it('echoes the request id on every kind of answer over HTTP, once, and reads the token from the Node request', async () => {
    const { url } = await start();
    const token = await adminToken(url);
    const answers = {
      object: await fetch(`${url}/db/guillotina/`, {
        headers: { authorization: `Bearer ${token}`, 'x-request-id': 'req-object' },
      }),
      missing: await fetch(`${url}/db/guillotina/nothing-here`, {
        headers: { authorization: `Bearer ${token}`, 'x-request-id': 'req-missing' },
      }),
      unauthorized: await fetch(`${url}/db/guillotina/`, { headers: { 'x-request-id': 'req-unauthorized' } }),
      admin: await fetch(`${url}/-admin/`, { headers: { 'x-request-id': 'req-admin' } }),
    };
    expect(answers.object.status).toBe(200);
    expect(answers.object.headers.get('content-type')).toBe('application/json');
    expect(((await answers.object.json()) as Record<string, unknown>)['@type']).toBe('Container');
    expect(answers.missing.status).toBe(404);
    expect(answers.unauthorized.status).toBe(401);
    expect(answers.admin.status).toBe(200);
    for (const [name, res] of Object.entries(answers))
      expect(res.headers.get('x-request-id')).toBe(`req-${name}`);
  });

  it('refuses traversal in raw request paths', async () => {
    const { port } = await start();
    for (const path of ['/-admin/../secret.txt', '/-admin/%2e%2e/secret.txt', '/-admin/..%2fsecret.txt']) {
      const res = await raw(port, path);
      expect(res.body, path).not.toContain('secret');
    }
  });

  it('finishes a request in flight when closed, then refuses new connections', async () => {
    const { url, port } = await start();
    const { token } = (await (await fetch(`${url}/v2/auth/get_token`)).json()) as { token: string };

    // A login whose body is still on its way when the server is told to stop.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/v2/auth/login',
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('{"email":"admin@example.com",');
      setTimeout(() => req.end('"password":"admin"}'), 300);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));

    let closed = false;
    const closing = server!.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);

    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ token: expect.any(String) });
    await closing;
    expect(closed).toBe(true);
    await expect(fetch(`${url}/v2/auth/get_token`)).rejects.toThrow();
    server = undefined;
  });
});
