import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';

const ADMIN_BASE = '/-admin/';
const VERSION_FILE = 'version.txt';

/** `{package version}+{short git sha}`, or `+{build timestamp}` when git has no commit to name. */
function buildVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  let suffix: string;
  try {
    suffix = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    suffix = '';
  }
  if (suffix === '')
    suffix = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
  return `${pkg.version}+${suffix}`;
}

/**
 * Writes dist/version.txt on build and serves /-admin/version.txt in dev: the file the
 * version watcher polls (site-content-and-shell §2.14).
 */
function versionFile(): Plugin {
  let version = '';
  return {
    name: 'cellar-version-file',
    buildStart() {
      version = buildVersion();
    },
    configureServer(server) {
      const devVersion = buildVersion();
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${ADMIN_BASE}${VERSION_FILE}`) return next();
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(`${devVersion}\n`);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: `${version}\n` });
    },
  };
}

/**
 * Writes dist/api-origin.txt: the origin the built app calls (`VITE_CELLAR_API_URL`), empty when it calls its own.
 * The backend reads it for the admin's Content-Security-Policy (`connect-src`, `img-src`).
 */
function apiOriginFile(): Plugin {
  let apiUrl = '';
  return {
    name: 'cellar-api-origin-file',
    apply: 'build',
    configResolved(config) {
      apiUrl = config.env.VITE_CELLAR_API_URL ?? '';
    },
    generateBundle() {
      const sameOrigin = 'http://same-origin.invalid';
      const { origin } = new URL(apiUrl, sameOrigin);
      this.emitFile({
        type: 'asset',
        fileName: 'api-origin.txt',
        source: origin === sameOrigin ? '' : `${origin}\n`,
      });
    },
  };
}

/** What the backend serves compressed: text files above 1 KB (smaller ones gain less than the headers cost). */
const COMPRESSIBLE = /\.(?:js|css|html|svg)$/;
const MIN_COMPRESSED_SIZE = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Compresses the build once, when it is written: a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside
 * each compressible file, kept only when smaller. The backend picks one by `Accept-Encoding` for each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cellar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_COMPRESSED_SIZE) return;
          const copies = {
            '.br': await brotli(bytes, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }),
            '.gz': await gzipAsync(bytes, { level: 9 }),
          };
          for (const [suffix, copy] of Object.entries(copies)) {
            if (copy.length < bytes.length) await writeFile(`${file}${suffix}`, copy);
          }
        }),
      );
    },
  };
}

// In dev the Vite server proxies the backend calls; `CELLAR_API_URL` names the backend (default :8080).
const apiTarget = process.env.CELLAR_API_URL ?? 'http://localhost:8080';

/**
 * A backend that cannot be reached must reach the browser as a network failure, as it would without the
 * proxy, so that the login says 'Failed to fetch data: Backend not running?': Vite's own handler would
 * answer 500 with an empty body ('Generic error'). Cutting the connection first leaves it nothing to answer.
 */
const backendProxy = {
  target: apiTarget,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('error', (_error, _req, res) => {
      if ('req' in res) res.destroy();
    });
  },
} satisfies ProxyOptions;

/**
 * The rich text editor's libraries (TipTap on ProseMirror) and the code editor's (CodeMirror 6) are more than one
 * lazy chunk may weigh (60 KB gzip), so they are split by package into chunks of their own, all loaded with the editor (never by the first page: nothing
 * there imports them). Every other module is left to Rollup. A module named here pulls in the modules it uses that
 * are not named elsewhere, so only packages whose dependencies are these same packages are named.
 */
function editorChunk(id: string): string | undefined {
  const name = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  if (name === undefined) return undefined;
  // Both editors read keys with it: its own tiny chunk, so the code editor never loads ProseMirror.
  if (name === 'w3c-keyname') return name;
  if (name === 'prosemirror-view' || name === 'prosemirror-model') return name;
  if (/^prosemirror-|^(orderedmap|rope-sequence)$/.test(name)) return 'prosemirror';
  // The code editor (CodeMirror 6: Submenu JSON, Menu HTML): its state, its view, its language core, and the HTML
  // mode (which brings the CSS and JavaScript modes) apart, each depending only on the ones before it; the JSON mode
  // is small and stays with the Submenu tab.
  if (name === '@codemirror/state' || name === '@marijn/find-cluster-break') return 'codemirror-state';
  if (name === '@codemirror/view' || name === 'style-mod' || name === 'crelt') return 'codemirror-view';
  if (/^@codemirror\/lang-(html|css|javascript)$|^@lezer\/(html|css|javascript)$/.test(name))
    return 'codemirror-html';
  if (/^@codemirror\/(language|commands|lint|autocomplete)$|^@lezer\/(common|highlight|lr)$/.test(name))
    return 'codemirror';
  if (name === '@tiptap/core') return 'tiptap-core';
  // @tiptap/react stays with the editor's own chunk: it uses React's modules, which must stay where they are.
  if ((name.startsWith('@tiptap/') && name !== '@tiptap/react') || name === 'linkifyjs')
    return 'tiptap-extensions';
  return undefined;
}

/** `@/` is `src/`: imports that leave their folder name where they go, not how many `../` it takes. */
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  base: ADMIN_BASE,
  resolve: { alias },
  plugins: [react(), tailwindcss(), versionFile(), apiOriginFile(), precompress()],
  server: {
    proxy: {
      '/v2': backendProxy,
      '/db': backendProxy,
      '/api': backendProxy,
      // Images uploaded into a newsletter (`/newsletters/{id}/{name}`), served by the backend.
      '/newsletters': backendProxy,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: { output: { manualChunks: editorChunk } },
    // No `<link rel="modulepreload">` for a lazy chunk's imports: Rollup writes every chunk a chunk needs among its
    // own imports, so the browser asks for all of them as soon as the chunk comes (one round trip later than a
    // preload would, on a cold cache), without the preload helper appending a link per chunk on the main thread (the
    // newsletter's Content tab: 30 links in one task, while the page loads; README "Performance"). The lists the
    // helper kept (one per lazy import) also leave the first page.
    modulePreload: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // On CI only, a browser test that fails gets one more try, on its own: the two cores are shared by a second
          // lane, and a page that settles later than a poll waits is not the admin's defect. A test that passes on
          // its second try is named with its first error in the summary (scripts/summarise-tests.mjs), to look at.
          retry: process.env.CI ? 1 : 0,
          // Assertions on the page poll (the UI settles a frame or a request later than the action).
          expect: { poll: { timeout: 5_000, interval: 50 } },
          // One browser and one backend at a time: the files run one after the other (scripts/test.sh runs
          // shards of them beside the unit suites; each file starts a backend with a data dir of its own).
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
