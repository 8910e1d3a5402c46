// The size budgets of the built admin (issue 9), kept after every build by scripts/test.sh:
// - the JavaScript the login page and the shell load before anything else (what index.html loads as a
//   script or modulepreloads) at most INITIAL_BUDGET gzip bytes in total;
// - every other chunk (a screen, an editor, a part loaded on demand) at most LAZY_BUDGET of its own.
// Sizes are gzip at level 9 (node:zlib), in kB of 1000 bytes as Vite reports them: the same build gives the
// same numbers on every machine, so the check may fail on them.
//
// Usage: node scripts/check-bundle-size.mjs [dist directory, default packages/web/dist]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_BUDGET = 160_000;
export const LAZY_BUDGET = 60_000;

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Paths (relative to dist) of the scripts index.html loads and the modules it preloads, in order. */
export function initialScripts(indexHtml, base = '/-admin/') {
  const found = [];
  for (const tag of indexHtml.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\btype=["']?module\b/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel=["']?modulepreload\b/.test(tag);
    const url = tag.match(/\b(?:src|href)=["']?([^"'\s>]+)/)?.[1];
    if ((!isScript && !isPreload) || url === undefined) continue;
    const path = url.startsWith(base) ? url.slice(base.length) : url.replace(/^\.?\//, '');
    if (!found.includes(path)) found.push(path);
  }
  return found;
}

const jsFilesUnder = (dir, root = dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFilesUnder(path, root);
    return entry.name.endsWith('.js') ? [relative(root, path)] : [];
  });

/**
 * Every JavaScript file of the build with its gzip size and budget: the initial ones (index.html's) share
 * INITIAL_BUDGET, each lazy one has LAZY_BUDGET.
 */
export function measureBundle(distDir) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: build the web app first ("pnpm --filter @cellar/web build").`);
  }
  const initial = initialScripts(readFileSync(indexFile, 'utf8'));
  for (const path of initial) {
    if (!existsSync(join(distDir, path))) throw new Error(`index.html loads ${path}, which the build lacks.`);
  }
  const size = (path) => gzipSize(readFileSync(join(distDir, path)));
  const lazy = jsFilesUnder(distDir)
    .filter((path) => !initial.includes(path))
    .map((path) => ({ path, gzip: size(path) }))
    .sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
  return {
    initial: initial.map((path) => ({ path, gzip: size(path) })),
    lazy,
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** The table printed after the build, and the budgets it breaks (none when all is well). */
export function report({ initial, lazy }) {
  const initialTotal = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const rows = [
    ...initial.map((chunk) => [chunk.path, 'initial', kB(chunk.gzip), '', '']),
    [
      'login page and shell, in total',
      'initial',
      kB(initialTotal),
      kB(INITIAL_BUDGET),
      initialTotal <= INITIAL_BUDGET ? 'ok' : 'OVER',
    ],
    ...lazy.map((chunk) => [
      chunk.path,
      'lazy',
      kB(chunk.gzip),
      kB(LAZY_BUDGET),
      chunk.gzip <= LAZY_BUDGET ? 'ok' : 'OVER',
    ]),
  ];
  const header = ['chunk', 'loaded', 'gzip -9', 'budget', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (row) =>
    row
      .map((cell, column) =>
        column >= 2 && column <= 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  const failures = [];
  if (initialTotal > INITIAL_BUDGET) {
    failures.push(
      `the login page and shell load ${kB(initialTotal)} of JavaScript, over their ${kB(INITIAL_BUDGET)}`,
    );
  }
  for (const chunk of lazy) {
    if (chunk.gzip > LAZY_BUDGET)
      failures.push(`${chunk.path} is ${kB(chunk.gzip)}, over its ${kB(LAZY_BUDGET)}`);
  }
  return { table: [line(header), ...rows.map(line)].join('\n'), failures };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(
    process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'packages/web/dist'),
  );
  try {
    const { table, failures } = report(measureBundle(distDir));
    console.log(table);
    if (failures.length > 0) {
      for (const failure of failures) console.error(`Over budget: ${failure}.`);
      process.exitCode = 1;
    } else {
      console.log('Every chunk is within its budget.');
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
