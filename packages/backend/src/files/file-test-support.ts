// An in-memory backend with the search test registry, a known files directory and token helpers,
// shared by the file, upload, search and constants route tests.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Backend, createBackend } from '../create-backend';
import { testRegistry } from '../search/search-test-registry';
import { putObject } from '../search/search-test-support';
import { ACCOUNTS, emptyDir, TEST_FIXTURES_DIR } from '../test-support';

/** What a test request may carry as its body. */
export type RequestBody = NonNullable<RequestInit['body']>;

export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
export const HTML = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');
export const SVG = new TextEncoder().encode(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>',
);
export const EVIL_SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

/**
 * The five script-bearing SVGs that passed the hand-written filter (issue 24), by what carries the script; each has a
 * harmless drawing the sanitiser keeps.
 */
export const SCRIPTED_SVGS: Readonly<Record<string, string>> = {
  'an entity-encoded javascript: link':
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="jav&#x61;script:alert(1)"><text>x</text></a></svg>',
  'a <set> of onmouseover':
    '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="onmouseover" to="alert(1)"/><text>x</text></a></svg>',
  'an <animate> of href':
    '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  'a <use> of a data: document':
    '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml;base64,PHN2ZyBpZD0ieCIgeG1sbnM9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+#x"/><text>x</text></svg>',
  'a namespaced <iframe>':
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:iframe src="javascript:alert(1)"/><text>x</text></svg>',
};

/** What no stored SVG may hold: a script, a handler, a way to set either, a document inside, a javascript: URL. */
export const SCRIPT_BEARING =
  /script|javascript|\son\w+=|<set|<animate|iframe|foreignObject|data:image\/svg/i;

export interface FileTestBackend extends Backend {
  filesDir: string;
  storedFiles(): string[];
  token(account: keyof typeof ACCOUNTS): Promise<string>;
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: RequestBody; headers?: Record<string, string> },
  ): Promise<Response>;
}

/** A backend whose tree holds /bodegas/vega-sicilia (Bodega, file field `mapa`) and a product. */
export function fileTestBackend(): FileTestBackend {
  const filesDir = emptyDir('cellar-files-test-');
  const backend = createBackend({
    dataDir: ':memory:',
    webDir: join(tmpdir(), 'cellar-no-web-build'),
    fixturesDir: TEST_FIXTURES_DIR,
    logLevel: 'silent',
    registry: testRegistry(),
    filesDir,
    now: () => Date.UTC(2025, 0, 15, 9, 0, 0),
  });
  putObject(backend.db, '/bodegas', 'Folder', 'Bodegas');
  putObject(backend.db, '/bodegas/vega-sicilia', 'Bodega', 'Vega Sicilia', {
    nombre: 'Vega Sicilia',
    id_pais: 'es',
  });
  putObject(backend.db, '/bodegas/vega-sicilia/unico', 'Producto', 'Único', { precio: 300 });
  const request: FileTestBackend['request'] = (method, path, { token, body, headers } = {}) => {
    const h = new Headers(headers);
    if (token !== undefined) h.set('authorization', `Bearer ${token}`);
    return backend.fetch(new Request(`http://localhost${path}`, { method, headers: h, body }));
  };
  const tokens = new Map<string, string>();
  return {
    ...backend,
    filesDir,
    storedFiles: () => readdirSync(filesDir).filter((name) => !name.startsWith('.')),
    request,
    token: async (account) => {
      const known = tokens.get(account);
      if (known !== undefined) return known;
      const anonymous = (await (await request('GET', '/v2/auth/get_token')).json()) as { token: string };
      const res = await request('POST', '/v2/auth/login', {
        token: anonymous.token,
        body: JSON.stringify(ACCOUNTS[account]),
        headers: { 'content-type': 'application/json' },
      });
      const { token } = (await res.json()) as { token: string };
      tokens.set(account, token);
      return token;
    },
  };
}
