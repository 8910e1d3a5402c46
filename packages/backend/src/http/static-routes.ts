import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { type Context, Hono } from 'hono';
import { acceptedEncodings } from './accepted-encodings';
import type { AppEnv } from './app-env';
import {
  API_ORIGIN_FILE,
  adminContentSecurityPolicy,
  apiOriginOf,
  reportingEndpoints,
} from './content-security-policy';
import { notFound, serviceUnavailable } from './errors';
import { setAnsweredHeader } from './set-answered-header';

export const BASE_PATH = '/-admin';
export const NOT_BUILT_MESSAGE = 'The web app is not built yet: run "pnpm --filter @cellar/web build".';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The compressed copies the web build writes beside a file (`app.js.br`, `app.js.gz`), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The file under `root` that a URL path (relative to /-admin/, still percent-encoded) names, or
 * undefined when the path is malformed or would leave `root` (`..`, encoded slashes, NUL...).
 */
export function resolveInside(root: string, encodedPath: string): string | undefined {
  const segments: string[] = [];
  for (const raw of encodedPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file === base || file.startsWith(base + sep) ? file : undefined;
}

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

/**
 * Sends a file of the build: its compressed copy (`.br`, `.gz`, made at build time) when the request accepts
 * one, with the type of the file itself. `Vary` tells caches that a file with copies differs by encoding.
 */
const serveFile = async (c: Context<AppEnv>, path: string, cacheControl: string) => {
  const present = await Promise.all(PRECOMPRESSED.map((copy) => isFile(`${path}${copy.suffix}`)));
  const copies = PRECOMPRESSED.filter((_, index) => present[index]);
  const [encoding] = acceptedEncodings(
    c.req.header('accept-encoding'),
    copies.map((copy) => copy.encoding),
  );
  const chosen = copies.find((copy) => copy.encoding === encoding);
  const body = await readFile(chosen ? `${path}${chosen.suffix}` : path);
  c.header('Content-Type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControl);
  if (copies.length > 0) c.header('Vary', 'Accept-Encoding');
  if (chosen) c.header('Content-Encoding', chosen.encoding);
  return c.body(body, 200);
};

/** The origin the build calls (`api-origin.txt`, written by the web build), read again for each answer. */
const builtApiOrigin = async (root: string): Promise<string | undefined> => {
  try {
    return apiOriginOf(await readFile(resolve(root, API_ORIGIN_FILE), 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Whether the browser loaded this answer over https: the request's own scheme, or the `X-Forwarded-Proto` of a
 * proxy that ends TLS in front of the backend. Only the policy's reporting depends on it (a sender who lies gets
 * a policy that reports to a way its own browser does not take), so the header needs no trust.
 */
const servedOverHttps = (c: Context<AppEnv>): boolean =>
  new URL(c.req.url).protocol === 'https:' ||
  c.req.header('x-forwarded-proto')?.split(',', 1)[0]?.trim().toLowerCase() === 'https';

/**
 * The built web app under /-admin/: hashed assets cached for a year, `index.html` for every other
 * path that is not a file (SPA fallback, revalidated each time), `version.txt` read on each request;
 * compressed copies chosen by `Accept-Encoding`, and the admin's Content-Security-Policy on every answer
 * (with the shops' domains as image sources), which names the endpoint its violations are reported to (with the
 * `Reporting-Endpoints` header that its `report-to`, over https, needs).
 */
export function staticRoutes(
  webDir: string,
  options: { shopDomains?: readonly string[] } = {},
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const root = resolve(webDir);
  const toAdmin = (c: Context<AppEnv>) => c.redirect(`${BASE_PATH}/${new URL(c.req.url).search}`, 302);

  routes.get('/', toAdmin);
  routes.get(BASE_PATH, toAdmin);

  routes.use(`${BASE_PATH}/*`, async (c, next) => {
    await next();
    setAnsweredHeader(
      c,
      'Content-Security-Policy',
      adminContentSecurityPolicy(await builtApiOrigin(root), options.shopDomains, {
        reportTo: servedOverHttps(c),
      }),
    );
    setAnsweredHeader(c, 'Reporting-Endpoints', reportingEndpoints());
  });

  routes.get(`${BASE_PATH}/version.txt`, async (c) => {
    try {
      const version = await readFile(resolve(root, 'version.txt'), 'utf8');
      c.header('Cache-Control', 'no-store');
      return c.text(version);
    } catch {
      throw notFound('version.txt is missing: build the web app');
    }
  });

  routes.get(`${BASE_PATH}/*`, async (c) => {
    const pathname = new URL(c.req.url).pathname;
    if (!pathname.startsWith(`${BASE_PATH}/`)) return toAdmin(c);
    const relative = pathname.slice(BASE_PATH.length + 1);
    const file = resolveInside(root, relative);
    if (file === undefined) throw notFound();
    if (file !== root && (await isFile(file))) {
      return serveFile(c, file, relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    }
    // A missing hashed asset must not come back as HTML with status 200.
    if (relative.startsWith('assets/')) throw notFound();
    const index = resolve(root, 'index.html');
    if (!(await isFile(index))) throw serviceUnavailable(NOT_BUILT_MESSAGE, { 'Cache-Control': 'no-store' });
    return serveFile(c, index, 'no-cache');
  });

  return routes;
}
