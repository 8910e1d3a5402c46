// Checks scripts/check-import-cycles.mjs on throwaway packages (node --test scripts/check-import-cycles.test.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findCycles, importGraph, runtimeSpecifiers } from './check-import-cycles.mjs';

const SCRIPT = fileURLToPath(new URL('./check-import-cycles.mjs', import.meta.url));

/** A package directory whose src/ holds `files` (path under src/ to its text). */
function tree(files) {
  const packageDir = mkdtempSync(join(tmpdir(), 'cellar-import-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    const file = join(packageDir, 'src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return packageDir;
}

const run = (...packageDirs) => spawnSync(process.execPath, [SCRIPT, ...packageDirs], { encoding: 'utf8' });

describe('check-import-cycles', () => {
  it('keeps the imports that stay at run time and skips the ones the compiler erases', () => {
    const text = `
      import type { A } from './type-only';
      import { type B, type C } from './every-name-a-type';
      import { type D, e } from './one-value';
      import F, { type G } from './default-value';
      import './side-effect';
      import {} from './empty-list';
      export type { H } from './export-type';
      export { type I } from './export-every-name-a-type';
      export { j } from './export-value';
      export * from './export-star';
      const lazy = () => import('./dynamic');
      type K = typeof import('./type-query');
    `;
    assert.deepEqual(runtimeSpecifiers(text, 'module.ts'), [
      './one-value',
      './default-value',
      './side-effect',
      './empty-list',
      './export-value',
      './export-star',
      './dynamic',
    ]);
  });

  it('reads JSX modules', () => {
    assert.deepEqual(
      runtimeSpecifiers(`import { b } from './b';\nexport const A = () => <div>{b}</div>;`, 'a.tsx'),
      ['./b'],
    );
  });

  it('resolves relative paths, the @/ alias, index files and .js names, and leaves out tests and other packages', () => {
    const packageDir = tree({
      'a.ts': `import { b } from './b.js';\nimport { c } from '@/c';\nimport { z } from '@cellar/validation';`,
      'b.tsx': `import { d } from './d';`,
      'c.ts': 'export const c = 1;',
      'd/index.ts': `import { a } from '../a';`,
      'a.test.ts': `import { a } from './a';`,
    });
    const src = join(packageDir, 'src');
    const graph = importGraph(packageDir);
    assert.deepEqual(
      [...graph.keys()].sort(),
      ['a.ts', 'b.tsx', 'c.ts', 'd/index.ts'].map((p) => join(src, p)),
    );
    assert.deepEqual(graph.get(join(src, 'a.ts')), [join(src, 'b.tsx'), join(src, 'c.ts')]);
    assert.deepEqual(graph.get(join(src, 'd/index.ts')), [join(src, 'a.ts')]);
  });

  it('finds each cycle once, from where it starts in name order, and a module importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['b']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    assert.deepEqual(findCycles(graph), [
      ['a', 'b', 'a'],
      ['b', 'c', 'b'],
      ['d', 'd'],
    ]);
  });

  it('fails on a package with a cycle, naming its chain of files', () => {
    const packageDir = tree({
      'cli.ts': `import { registerImport } from './commands/register-import';\nexport const contextFor = () => ({});`,
      'commands/register-import.ts': `import { contextFor } from '../cli';\nexport const registerImport = contextFor;`,
    });
    const result = run(packageDir);
    assert.equal(result.status, 1);
    assert.match(
      result.stdout,
      /2 modules, 1 import cycle\n {2}cli\.ts -> commands\/register-import\.ts -> cli\.ts\n/,
    );
    assert.match(result.stderr, /^1 import cycle: move what both sides need into a module of its own/m);
  });

  it('passes a package whose only way back is a type import or a test', () => {
    const packageDir = tree({
      'routes.ts': `import { offerRoutes } from './offer-routes';\nexport interface RouteDeps { db: string }`,
      'offer-routes.ts': `import type { RouteDeps } from './routes';\nexport const offerRoutes = (deps: RouteDeps) => deps;`,
      'offer-routes.test.ts': `import { offerRoutes } from './offer-routes';\nimport './routes.test';`,
      'routes.test.ts': `import './offer-routes.test';`,
    });
    const result = run(packageDir);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /2 modules, no import cycle/);
  });
});
