import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { DIST_DIR, type TestBackend } from './support';

/*
 * A plain Guillotina 7.1.4 for the admin's browser tests, without Python: it answers from the exchanges a real one
 * answered (fixtures/guillotina-7.1.4-drive-turn3.json, a byte-for-byte copy of shared/, sha256 154699bc...27c5d:
 * every call the SDK made to Guillotina 7.1.4 with PostgreSQL, its catalog and dbusers, tokens blanked). What a
 * test changes is kept: the objects the recording read (the container, /sdkprobe/ and its child) take PATCHes,
 * sharing and behaviours changes, and the catalog's GET @search answers from them, so a save then a reload shows
 * the saved title. Any call the recording has is answered as recorded (method, path with its query, and body);
 * any other as Guillotina answers a route it does not have: 404 {"reason": "object and/or route not found"}. It
 * serves the built admin under /-admin/ on the same origin, as a proxy in front of Guillotina would.
 */

interface Exchange {
  method: string;
  path: string;
  reqBody: string;
  status: number;
  body: unknown;
}
interface Entry {
  name: string;
  http: Exchange[];
}

const recording = JSON.parse(
  readFileSync(new URL('./fixtures/guillotina-7.1.4-drive-turn3.json', import.meta.url), 'utf8'),
) as Entry[];
const exchanges = recording.flatMap((entry) => entry.http);

/** The recorded answer of the first exchange `matches` picks (the recording's order is the server's). */
function recorded(matches: (exchange: Exchange) => boolean): Exchange {
  const found = exchanges.find(matches);
  if (!found) throw new Error('guillotina-replay: the recording has no such exchange');
  return structuredClone(found);
}
const recordedGet = (path: string) =>
  recorded((e) => e.method === 'GET' && e.path === path && e.status === 200);

/** The origin the recording was made on: object ids are rewritten to the replay's own. */
const RECORDED_ORIGIN = 'http://127.0.0.1:28182';
const ROUTE_MISSING = { reason: 'object and/or route not found' };
const UNAUTHORIZED = recorded((e) => e.path === '/db/guillotina/' && e.status === 401).body;
/** Guillotina's login answers `{exp, token}`; the recording blanked the token. */
const TOKEN = 'replayed-guillotina-token';
const ROOT = { username: 'root', password: 'root' };
const DUBLIN_CORE = 'guillotina.behaviors.dublincore.IDublinCore';

type Json = Record<string, unknown>;

/** The state a test may change, read first as the recording read it. */
function initialState() {
  const objects = new Map<string, Json>([
    ['/', recordedGet('/db/guillotina/').body as Json],
    ['/sdkprobe', recordedGet('/db/guillotina/sdkprobe').body as Json],
    ['/sdkprobe/child', recordedGet('/db/guillotina/sdkprobe/child').body as Json],
  ]);
  // The catalog as its widest recorded query answered it, each title as the object holds it.
  const catalog = (recordedGet('/db/guillotina/@search?no_such_index=1').body as { items: Json[] }).items;
  for (const item of catalog) {
    const object = objects.get(String(item.path));
    if (object) item.title = object.title;
  }
  return {
    objects,
    catalog,
    sharing: recordedGet('/db/guillotina/sdkprobe/@sharing').body as Json,
    behaviors: recordedGet('/db/guillotina/sdkprobe/@behaviors').body as Json,
  };
}

export interface GuillotinaReplay extends TestBackend {
  /** Every call the admin made that the recording does not have (answered 404), for a test to look at. */
  unrecorded: string[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const sameBody = (sent: string, recordedBody: string) => {
  if (sent === recordedBody) return true;
  try {
    return isDeepStrictEqual(JSON.parse(sent), JSON.parse(recordedBody));
  } catch {
    return false;
  }
};

/**
 * The recorded exchange for a request: the one with its method, path (query included) and body; else, where every
 * recorded request of that method and path was refused alike (`POST @search` answers 501 whatever its body), that
 * refusal.
 */
function recordedAnswer(method: string, path: string, body: string): Exchange | undefined {
  const same = exchanges.filter((e) => e.method === method && e.path === path);
  const exact = same.find((e) => e.reqBody === '' || sameBody(body, e.reqBody));
  if (exact) return exact;
  const first = same[0];
  return first && first.status >= 400 && same.every((e) => e.status === first.status) ? first : undefined;
}

/** Starts the replay on a free port; `webDir` is the built admin (dist/ by default). */
export async function startGuillotinaReplay(webDir = DIST_DIR): Promise<GuillotinaReplay> {
  const state = initialState();
  const unrecorded: string[] = [];
  let origin = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (status === 204) {
      res.writeHead(204).end();
      return;
    }
    const text = JSON.stringify(body).replaceAll(RECORDED_ORIGIN, origin);
    res.writeHead(status, { 'content-type': 'application/json' }).end(text);
  };

  async function serveAdmin(res: ServerResponse, pathname: string) {
    const relative = normalize(decodeURIComponent(pathname.slice('/-admin/'.length)));
    if (relative.startsWith('..')) return send(res, 404, ROUTE_MISSING);
    const file = extname(relative) === '' ? 'index.html' : relative;
    try {
      const bytes = await readFile(join(webDir, file));
      res
        .writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(bytes);
    } catch {
      send(res, 404, ROUTE_MISSING);
    }
  }

  /** The catalog's `GET @search` on the container: the parameters the admin sends, as Guillotina reads them. */
  function catalogSearch(params: URLSearchParams) {
    let items = state.catalog.filter((item) => {
      const path = String(item.path);
      for (const [name, value] of params) {
        if (name === 'path__starts' && !path.startsWith(value)) return false;
        // `depth` counts from the container (depth 1).
        if (name === 'depth' && Number(item.depth) !== Number(value) + 1) return false;
        if (name === 'type_name' && item.type_name !== value) return false;
        if (name === 'title') {
          const words = String(item.title ?? '').toLowerCase();
          if (
            !value
              .toLowerCase()
              .split(/\s+/)
              .every((word) => words.includes(word))
          )
            return false;
        }
      }
      return true;
    });
    const ascending = params.get('_sort_asc');
    const descending = params.get('_sort_des');
    const field = ascending ?? descending;
    if (field)
      items = [...items].sort(
        (a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * (descending ? -1 : 1),
      );
    const from = Number(params.get('_from') ?? 0);
    const size = Math.min(Number(params.get('_size') ?? 20), 50);
    return { items: items.slice(from, from + size), items_total: items.length };
  }

  /** The answer the changed state gives, or undefined where the recording answers. */
  function live(
    method: string,
    path: string,
    params: URLSearchParams,
    body: string,
  ): [number, unknown] | undefined {
    const [objectPath = '', view] = path.replace(/^\/db\/guillotina/, '').split('/@');
    const key = objectPath.replace(/\/$/, '') || '/';
    const object = state.objects.get(key);
    if (view === undefined && object) {
      if (method === 'GET') return [200, object];
      if (method === 'PATCH') {
        const changes = JSON.parse(body) as Json;
        const now = new Date().toISOString().replace('Z', '000+00:00');
        for (const [name, value] of Object.entries(changes)) if (name in object) object[name] = value;
        object.modification_date = now;
        const dublinCore = object[DUBLIN_CORE] as Json | undefined;
        if (dublinCore && typeof changes.title === 'string') dublinCore.title = changes.title;
        if (dublinCore) dublinCore.modification_date = now;
        const item = state.catalog.find((entry) => entry.path === key);
        if (item && typeof changes.title === 'string') item.title = changes.title;
        // Guillotina ignores last-mod-date and fields it does not take: 204 either way.
        return [204, null];
      }
    }
    if (path === '/db/guillotina/@search' && method === 'GET') return [200, catalogSearch(params)];
    if (key === '/sdkprobe' && view === 'sharing') {
      if (method === 'GET') return [200, state.sharing];
      const change = JSON.parse(body) as {
        prinrole?: { principal: string; role: string; setting: string }[];
      };
      const local = (state.sharing.local as { prinrole: Record<string, Record<string, string>> }).prinrole;
      for (const { principal, role, setting } of change.prinrole ?? []) {
        local[principal] = { ...local[principal], [role]: setting };
      }
      return [200, {}];
    }
    if (key === '/sdkprobe' && view === 'behaviors') {
      if (method === 'GET') return [200, state.behaviors];
      const { behavior } = JSON.parse(body) as { behavior: string };
      const dynamic = state.behaviors.dynamic as string[];
      const available = state.behaviors.available as string[];
      const [from, to] = method === 'PATCH' ? [available, dynamic] : [dynamic, available];
      if (from.includes(behavior)) {
        from.splice(from.indexOf(behavior), 1);
        to.push(behavior);
      }
      return [200, {}];
    }
    // The object's permissions as root holds them: every permission asked is granted.
    if (view === 'canido' && object)
      return [200, Object.fromEntries((params.get('permissions') ?? '').split(',').map((p) => [p, true]))];
    return undefined;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const method = req.method ?? 'GET';
      if (url.pathname === '/-admin' || url.pathname === '/') {
        res.writeHead(302, { location: `/-admin/${url.search}` }).end();
        return;
      }
      if (url.pathname.startsWith('/-admin/') && url.pathname !== '/-admin/version.txt')
        return serveAdmin(res, url.pathname);
      const body = await readBody(req);
      if (url.pathname === '/@login' || url.pathname === '/db/guillotina/@login') {
        const sent = body ? (JSON.parse(body) as Json) : {};
        if (!isDeepStrictEqual(sent, ROOT)) return send(res, 401, UNAUTHORIZED);
        const answer = recorded((e) => e.path === url.pathname && e.status === 200).body as Json;
        return send(res, 200, { ...answer, token: TOKEN });
      }
      if (url.pathname.startsWith('/db/') && req.headers.authorization !== `Bearer ${TOKEN}`)
        return send(res, 401, UNAUTHORIZED);
      const answer = live(method, url.pathname, url.searchParams, body);
      if (answer) return send(res, answer[0], answer[1]);
      const sent = `${url.pathname}${url.search}`;
      const found = recordedAnswer(method, sent, body);
      if (found) return send(res, found.status, found.body);
      unrecorded.push(`${method} ${sent}`);
      send(res, 404, ROUTE_MISSING);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    webDir,
    unrecorded,
    admin: (path = '/') => `${origin}/-admin/${path.replace(/^\//, '')}`,
    deployVersion: () => Promise.reject(new Error('the replay serves the build as it is')),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
