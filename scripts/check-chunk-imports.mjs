// The shape of the built admin's lazy imports, kept after every build by scripts/test.sh. The admin's build appends no
// `<link rel="modulepreload">` for what a lazy chunk imports (packages/web/vite.config.ts, `modulePreload: false`):
// a lazy import then costs one round trip more than the chunk itself only because the chunk names every chunk it
// needs among its own imports (Rollup's `hoistTransitiveImports`, on by default), so the browser asks for all of them
// as soon as the chunk comes. This checks that of every chunk the build loads with `import()`: one that reached a
// chunk only through another would load it a round trip later, and one more for each level.
//
// Usage: node scripts/check-chunk-imports.mjs [dist directory, default packages/web/dist]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const STATIC_IMPORT = /\b(?:from|import)\s*["']\.\/([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']\.\/([^"']+\.js)["']\s*\)/g;

/** The chunks (file names, in the same folder) a chunk's code imports statically, or with `import()`. */
export function importsOf(code) {
  const names = (pattern) => [...new Set([...code.matchAll(pattern)].map((match) => match[1]))];
  return { static: names(STATIC_IMPORT), dynamic: names(DYNAMIC_IMPORT) };
}

/**
 * The chunks loaded with `import()` that reach a chunk only through another (each with those it misses), given every
 * chunk's code by file name. Empty when every lazy import is one round trip.
 */
export function deepLazyImports(chunks) {
  const imports = new Map([...chunks].map(([name, code]) => [name, importsOf(code)]));
  const lazy = new Set([...imports.values()].flatMap((found) => found.dynamic));
  const failures = [];
  for (const name of [...lazy].sort()) {
    const direct = new Set(imports.get(name)?.static ?? []);
    const reached = new Set();
    const queue = [...direct];
    while (queue.length > 0) {
      const next = queue.shift();
      if (reached.has(next) || next === name) continue;
      reached.add(next);
      queue.push(...(imports.get(next)?.static ?? []));
    }
    const missing = [...reached].filter((chunk) => !direct.has(chunk)).sort();
    if (missing.length > 0) failures.push({ chunk: name, missing });
  }
  return failures;
}

/** Every chunk of a build's `assets` folder, by file name. */
export function readChunks(distDir) {
  const assets = join(distDir, 'assets');
  return new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(assets, name), 'utf8')]),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(
    process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'packages/web/dist'),
  );
  try {
    const failures = deepLazyImports(readChunks(distDir));
    for (const { chunk, missing } of failures)
      console.error(`${chunk} reaches ${missing.join(', ')} only through another chunk: a round trip later.`);
    if (failures.length > 0) process.exitCode = 1;
    else console.log('Every lazy chunk names all the chunks it needs: one round trip each.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
