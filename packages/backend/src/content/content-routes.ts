import { CONTAINER_URL_PATH, containerUrlSegments, isDotSegment, PERMISSIONS } from '@cellar/validation';
import { type Context, Hono } from 'hono';
import type { SessionStore } from '../auth/session-store';
import { setBounded } from '../bounded-map';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import type { Clock } from '../http/clock';
import { notFound, unauthorized } from '../http/errors';
import { auditedWrite } from './audited-write';
import { storedPath } from './content-row';
import { ContentStore } from './content-store';
import { type ViewContext, type ViewDef, viewKey } from './content-view';
import { LockStore } from './locks';
import { Permissions } from './permissions';

export const ROOT_TITLE = 'Cellar';

export interface ContentDeps {
  db: Db;
  now: Clock;
  /** Whose sessions still live: an editing lock of an ended session is free. */
  sessions: Pick<SessionStore, 'findByHash'>;
  /** Default: a store over `db` with the real registry. */
  store?: ContentStore;
  locks?: LockStore;
}

/** Where a request under `/db/guillotina` points: the object path, the view and its arguments. */
export interface ParsedContentUrl {
  /** Container-relative object path ('/' for the root). */
  path: string;
  /** '@search', ...; '' for the object itself. */
  view: string;
  args: readonly string[];
}

/** How many request paths `parseContentUrl` keeps the parse of, the oldest dropped first. */
const PARSED_PATHS = 1024;
const parsedPaths = new Map<string, ParsedContentUrl | undefined>();

/**
 * Splits the part of a URL path after `/db/guillotina`: the object path is every segment before the first
 * one starting with '@'. Segments are URL-decoded one by one; undefined for '.', '..' or a malformed escape.
 */
export function parseContentUrl(pathname: string): ParsedContentUrl | undefined {
  // The same few paths come again and again (an open editor's object, its listing): parsed once each.
  if (parsedPaths.has(pathname)) return parsedPaths.get(pathname);
  const parsed = parseUncached(pathname);
  setBounded(
    parsedPaths,
    pathname,
    parsed && Object.freeze({ ...parsed, args: Object.freeze(parsed.args) }),
    PARSED_PATHS,
  );
  return parsedPaths.get(pathname);
}

function parseUncached(pathname: string): ParsedContentUrl | undefined {
  const segments = containerUrlSegments(pathname);
  if (segments === undefined) return undefined;
  const at = segments.findIndex((s) => s.startsWith('@'));
  const objectSegments = at < 0 ? segments : segments.slice(0, at);
  if (objectSegments.some((s) => isDotSegment(s) || s.includes('/'))) return undefined;
  return {
    path: storedPath(objectSegments),
    view: at < 0 ? '' : (segments[at] as string),
    args: at < 0 ? [] : segments.slice(at + 1),
  };
}

/**
 * The origin and path of a request's URL, which `@hono/node-server` and the fetch `Request` both hand over already
 * parsed and serialised (an href): cut where `new URL()` would find them, without parsing it again.
 */
export function hrefParts(href: string): { origin: string; pathname: string } {
  const pathStart = href.indexOf('/', href.indexOf('//') + 2);
  if (pathStart < 0) return { origin: href, pathname: '/' };
  const query = href.indexOf('?', pathStart);
  const hash = href.indexOf('#', pathStart);
  const end = Math.min(query < 0 ? href.length : query, hash < 0 ? href.length : hash);
  return { origin: href.slice(0, pathStart), pathname: href.slice(pathStart, end) };
}

/**
 * `/db/guillotina/*`, behind `requireUser`: one dispatcher over `views` keyed `'METHOD @view'` (`'GET '` is the
 * object itself), the core views of `content-views.ts` and every folder's, as `http/mounts.ts` lists them: a
 * later one with the same key replaces an earlier one. Every view but a GET names its permission, checked here
 * before the handler runs.
 */
export function contentRoutes(deps: ContentDeps, views: readonly ViewDef[]): Hono<AppEnv> {
  const { db, now } = deps;
  const store = deps.store ?? new ContentStore(db, { now });
  const locks = deps.locks ?? new LockStore(db, now, deps.sessions);
  const write = auditedWrite(db, now);
  const byKey = new Map<string, ViewDef>();
  for (const def of views) {
    // Permission first, everywhere: a view that may write is served only with a permission this dispatcher
    // checks before its handler reads the body.
    if (def.method !== 'GET' && def.permission === undefined)
      throw new Error(`The view ${viewKey(def.method, def.name)} names no permission`);
    byKey.set(viewKey(def.method, def.name), def);
  }

  const dispatch = async (c: Context<AppEnv>) => {
    const account = c.get('account');
    const sessionHash = c.get('sessionHash');
    if (!account || sessionHash === undefined) throw unauthorized();
    const url = hrefParts(c.req.url);
    const parsed = parseContentUrl(url.pathname);
    if (!parsed) throw notFound();
    const permissions = new Permissions(db, account);
    const object = store.get(parsed.path);
    if (!object || !permissions.can(object, PERMISSIONS.ViewContent)) throw notFound();
    const def = byKey.get(viewKey(c.req.method, parsed.view));
    if (!def) throw notFound();
    if (def.permission !== undefined) permissions.require(object, def.permission);
    const ctx: ViewContext = {
      c,
      db,
      account,
      sessionHash,
      object,
      args: parsed.args,
      now,
      store,
      locks,
      permissions,
      registry: store.registry,
      origin: url.origin,
      write: (run) =>
        write((append) =>
          run((action, payload, target = object, date) =>
            append({ date, user: account.email, action, path: target.path, uid: target.uid, payload }),
          ),
        ),
      require: (permission, row = object) => permissions.require(row, permission),
      assertNotLocked: (row = object) => locks.assertFree(row.uid, account),
    };
    return def.handler(ctx);
  };

  const routes = new Hono<AppEnv>();
  // Mounted at the app root because hono's app.route() cannot express the trailing slash.
  routes.all(CONTAINER_URL_PATH, dispatch);
  routes.all(`${CONTAINER_URL_PATH}/*`, dispatch);
  return routes;
}
