import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveInside } from './static-routes';
import { emptyDir, type TestBackend, testBackend } from './test-support';

/** A fake web build next to a secret file that must never be served. */
const webBuild = () => {
  const parent = emptyDir();
  const webDir = join(parent, 'dist');
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(webDir, 'version.txt'), '1.0.0\n');
  writeFileSync(join(parent, 'secret.txt'), 'secret');
  return webDir;
};

let backend: TestBackend;
const start = (webDir = webBuild()) => {
  backend = testBackend({ webDir });
  return backend;
};
afterEach(() => backend?.close());

describe('web app under /-admin/', () => {
  it('redirects / and /-admin to /-admin/, keeping the query', async () => {
    const b = start();
    const root = await b.call('GET', '/');
    expect([root.status, root.headers.get('location')]).toEqual([302, '/-admin/']);
    const admin = await b.call('GET', '/-admin?path=/landings/');
    expect([admin.status, admin.headers.get('location')]).toEqual([302, '/-admin/?path=/landings/']);
  });

  it('serves index.html for /-admin/ and every route that is not a file, revalidated each time', async () => {
    const b = start();
    for (const path of ['/-admin/', '/-admin/offers', '/-admin/orders/delays?x=1', '/-admin/index.html']) {
      const res = await b.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache and other files with revalidation', async () => {
    const b = start();
    const asset = await b.call('GET', '/-admin/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const icon = await b.call('GET', '/-admin/favicon.svg');
    expect([icon.headers.get('content-type'), icon.headers.get('cache-control')]).toEqual([
      'image/svg+xml',
      'no-cache',
    ]);
  });

  it('answers 404, not index.html, for a missing hashed asset', async () => {
    expect((await start().call('GET', '/-admin/assets/gone-123.js')).status).toBe(404);
  });

  it('reads version.txt from disk on each request, never cached', async () => {
    const webDir = webBuild();
    const b = start(webDir);
    const first = await b.call('GET', '/-admin/version.txt');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.text()).toBe('1.0.0\n');
    writeFileSync(join(webDir, 'version.txt'), '1.0.1\n');
    expect(await (await b.call('GET', '/-admin/version.txt')).text()).toBe('1.0.1\n');
  });

  it.each([
    '/-admin/../secret.txt',
    '/-admin/%2e%2e/secret.txt',
    '/-admin/%2E%2E/%2e%2e/secret.txt',
    '/-admin/..%2fsecret.txt',
    '/-admin/..%2Fsecret.txt',
    '/-admin/..%5csecret.txt',
    '/-admin/assets/..%2f..%2fsecret.txt',
    '/-admin/%00',
    '/-admin/%E0%A4%A',
  ])('never serves a file outside the web build: %s', async (path) => {
    const res = await start().call('GET', path);
    expect(await res.text()).not.toContain('secret');
    expect([200, 302, 404]).toContain(res.status);
  });

  it('answers 503 with the JSON error body naming the build command when the web app is not built', async () => {
    const b = start(emptyDir());
    for (const path of ['/-admin/', '/-admin/offers']) {
      const res = await b.call('GET', path);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        message: 'The web app is not built yet: run "pnpm --filter @cellar/web build".',
        type: 'ServiceUnavailable',
      });
    }
  });
});

describe('resolveInside', () => {
  it('keeps paths inside the root and refuses the rest', () => {
    expect(resolveInside('/srv/web', 'assets/a.js')).toBe('/srv/web/assets/a.js');
    expect(resolveInside('/srv/web', 'a%20b.png')).toBe('/srv/web/a b.png');
    expect(resolveInside('/srv/web', '')).toBe('/srv/web');
    for (const path of [
      '..',
      '../x',
      'a/../../x',
      '%2e%2e/x',
      '..%2fx',
      '%2e%2e%2fx',
      'a%5c..%5c..%5cx',
      '%00',
      '%zz',
    ]) {
      expect(resolveInside('/srv/web', path), path).toBeUndefined();
    }
  });
});
