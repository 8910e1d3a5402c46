// Checks scripts/check-chunk-imports.mjs (node --test scripts/check-chunk-imports.test.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { deepLazyImports, importsOf, readChunks } from './check-chunk-imports.mjs';

const SCRIPT = fileURLToPath(new URL('./check-chunk-imports.mjs', import.meta.url));

// As Vite writes them (minified): the first page loads the screen lazily; the screen needs the table, which needs the
// dialog.
const ENTRY = 'const s=()=>import("./screen-a.js");export{s as l};';
const TABLE = 'import{d}from"./dialog-c.js";import"./index-e.js";export const t=d;';
const DIALOG = 'import{l}from"./index-e.js";export const d=l;';
const hoisted = 'import{t}from"./table-b.js";import"./dialog-c.js";import"./index-e.js";export default t;';
const notHoisted = 'import{t}from"./table-b.js";import"./index-e.js";export default t;';

const chunks = (screen) =>
  new Map([
    ['index-e.js', ENTRY],
    ['screen-a.js', screen],
    ['table-b.js', TABLE],
    ['dialog-c.js', DIALOG],
  ]);

describe('check-chunk-imports', () => {
  it("reads a chunk's static and lazy imports", () => {
    assert.deepEqual(importsOf(ENTRY), { static: [], dynamic: ['screen-a.js'] });
    assert.deepEqual(importsOf(TABLE), { static: ['dialog-c.js', 'index-e.js'], dynamic: [] });
  });

  it('passes a lazy chunk that names every chunk it needs', () => {
    assert.deepEqual(deepLazyImports(chunks(hoisted)), []);
  });

  it('names a lazy chunk that reaches a chunk only through another, and what it misses', () => {
    assert.deepEqual(deepLazyImports(chunks(notHoisted)), [
      { chunk: 'screen-a.js', missing: ['dialog-c.js'] },
    ]);
  });

  it('fails the build check on such a chunk, and passes a build without one', () => {
    const build = (screen) => {
      const dist = mkdtempSync(join(tmpdir(), 'cellar-chunk-imports-'));
      mkdirSync(join(dist, 'assets'));
      for (const [name, code] of chunks(screen)) writeFileSync(join(dist, 'assets', name), code);
      writeFileSync(join(dist, 'assets', 'index-e.css'), 'a{}');
      return dist;
    };
    assert.equal(readChunks(build(hoisted)).size, 4);
    const good = spawnSync(process.execPath, [SCRIPT, build(hoisted)], { encoding: 'utf8' });
    assert.equal(good.status, 0);
    const bad = spawnSync(process.execPath, [SCRIPT, build(notHoisted)], { encoding: 'utf8' });
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /screen-a\.js reaches dialog-c\.js only through another chunk/);
  });
});
