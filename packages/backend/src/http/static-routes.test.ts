import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { DEFAULT_SHOP_DOMAINS } from '@cellar/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDir, type TestBackend, testBackend } from '../test-support';
import { adminContentSecurityPolicy } from './content-security-policy';
import { resolveInside } from './static-routes';

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

/** The policy the test backend serves: no API origin of its own, the default shop domains. */
const servedPolicy = () => adminContentSecurityPolicy(undefined, Object.values(DEFAULT_SHOP_DOMAINS));
const SHOP_IMAGES = Object.values(DEFAULT_SHOP_DOMAINS).flatMap((domain) => [
  `https://${domain}`,
  `https://*.${domain}`,
]);

describe('Content-Security-Policy of /-admin/', () => {
  const directives = (res: Response) =>
    Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  it('allows scripts from the admin only: no inline script, no eval', async () => {
    const b = start();
    for (const path of [
      '/-admin/',
      '/-admin/offers',
      '/-admin/assets/index-abc123.js',
      '/-admin/version.txt',
    ]) {
      const res = await b.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toBe(servedPolicy());
      const policy = directives(res);
      expect(policy['script-src'], path).toEqual(["'self'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['img-src']).toEqual(["'self'", 'blob:', ...SHOP_IMAGES]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['report-uri']).toEqual(['/api/csp-reports']);
      // Over plain http no report-to, which Chromium would take over report-uri and then never deliver.
      expect(policy['report-to']).toBeUndefined();
      expect(res.headers.get('reporting-endpoints'), path).toBe('csp-endpoint="/api/csp-reports"');
    }
  });

  it('reports by the Reporting API too (report-to) when served over https, directly or behind a proxy', async () => {
    const b = start();
    const overHttps = [
      await b.app.fetch(new Request('https://admin.cellar.example/-admin/offers')),
      await b.call('GET', '/-admin/offers', { headers: { 'x-forwarded-proto': 'https' } }),
    ];
    for (const res of overHttps) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(
        adminContentSecurityPolicy(undefined, Object.values(DEFAULT_SHOP_DOMAINS), { reportTo: true }),
      );
      const policy = directives(res);
      expect(policy['report-to']).toEqual(['csp-endpoint']);
      expect(policy['report-uri']).toEqual(['/api/csp-reports']);
      expect(res.headers.get('reporting-endpoints')).toBe('csp-endpoint="/api/csp-reports"');
    }
  });

  it('also goes with the error answers under /-admin/', async () => {
    const missing = await start().call('GET', '/-admin/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(servedPolicy());
    const notBuilt = await start(emptyDir()).call('GET', '/-admin/');
    expect(notBuilt.status).toBe(503);
    expect(notBuilt.headers.get('content-security-policy')).toBe(servedPolicy());
    for (const res of [missing, notBuilt])
      expect(res.headers.get('reporting-endpoints')).toBe('csp-endpoint="/api/csp-reports"');
  });

  it('lets the admin call and show images from the API origin its build names (VITE_CELLAR_API_URL)', async () => {
    const webDir = webBuild();
    writeFileSync(join(webDir, 'api-origin.txt'), 'https://backend.cellar.example\n');
    const policy = directives(await start(webDir).call('GET', '/-admin/'));
    expect(policy['connect-src']).toEqual(["'self'", 'https://backend.cellar.example']);
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'https://backend.cellar.example', ...SHOP_IMAGES]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it.each([
    "https://backend.example; script-src 'unsafe-inline'",
    'javascript:alert(1)',
    'https://backend.example/path',
    'not a url',
  ])('ignores an api-origin.txt that is not an http(s) origin: %s', async (text) => {
    const webDir = webBuild();
    writeFileSync(join(webDir, 'api-origin.txt'), text);
    const res = await start(webDir).call('GET', '/-admin/');
    expect(res.headers.get('content-security-policy')).toBe(servedPolicy());
  });
});

describe('compressed copies of the build', () => {
  const PAGE = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(200)}`;
  const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;

  /** A build as the web app's Vite config writes it: a `.br` and a `.gz` beside each file above 1 KB. */
  const compressedBuild = () => {
    const webDir = webBuild();
    const files = {
      'index.html': PAGE,
      'assets/app-abc123.js': SCRIPT,
      'assets/app-abc123.css': 'a{}'.repeat(500),
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(webDir, name), text);
      writeFileSync(join(webDir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(webDir, `${name}.gz`), gzipSync(text));
    }
    // Only a gzip copy: an older build, or brotli not worth it.
    writeFileSync(join(webDir, 'assets', 'only-gzip.js'), SCRIPT);
    writeFileSync(join(webDir, 'assets', 'only-gzip.js.gz'), gzipSync(SCRIPT));
    return webDir;
  };
  const get = (b: TestBackend, path: string, acceptEncoding?: string) =>
    b.call(
      'GET',
      path,
      acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } },
    );
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends the brotli copy when brotli is accepted, with the type of the file itself', async () => {
    const b = start(compressedBuild());
    const res = await get(b, '/-admin/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when gzip is accepted and brotli is not', async () => {
    const b = start(compressedBuild());
    for (const header of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'identity, gzip;q=0.5']) {
      const res = await get(b, '/-admin/assets/app-abc123.css', header);
      expect(res.headers.get('content-encoding'), header).toBe('gzip');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(gunzipSync(await bytes(res)).toString()).toBe('a{}'.repeat(500));
    }
  });

  it('sends the file as it is when no compression is accepted, still saying it varies', async () => {
    const b = start(compressedBuild());
    for (const header of [undefined, '', 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await get(b, '/-admin/assets/app-abc123.js', header);
      expect(res.headers.get('content-encoding'), String(header)).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(SCRIPT);
    }
  });

  it('sends the copy the build has when it lacks the preferred one', async () => {
    const res = await get(start(compressedBuild()), '/-admin/assets/only-gzip.js', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(res)).toString()).toBe(SCRIPT);
  });

  it('compresses index.html for /-admin/ and for every route of the SPA fallback', async () => {
    const b = start(compressedBuild());
    for (const path of ['/-admin/', '/-admin/offers', '/-admin/orders/delays?x=1']) {
      const res = await get(b, path, 'gzip, br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(PAGE);
    }
  });

  it('sends a file without copies (under 1 KB) as it is, with no Vary', async () => {
    const res = await get(start(compressedBuild()), '/-admin/favicon.svg', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe('<svg/>');
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
