// Checks scripts/check-bundle-size.mjs on throwaway builds (node --test scripts/check-bundle-size.test.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  gzipSize,
  INITIAL_BUDGET,
  initialScripts,
  LAZY_BUDGET,
  measureBundle,
  report,
} from './check-bundle-size.mjs';

const SCRIPT = fileURLToPath(new URL('./check-bundle-size.mjs', import.meta.url));

/** `length` bytes that gzip cannot shrink (hashes of a counter), the same on every run. */
function incompressible(length) {
  const blocks = [];
  for (let i = 0; i * 32 < length; i++) blocks.push(createHash('sha256').update(String(i)).digest());
  return Buffer.concat(blocks).subarray(0, length);
}

const INDEX_HTML = `<!doctype html>
<html><head>
<link rel="icon" type="image/svg+xml" href="/-admin/favicon.svg" />
<script type="module" crossorigin src="/-admin/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/-admin/assets/vendor-def.js">
<link rel="stylesheet" crossorigin href="/-admin/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

/** A build whose entry, preloaded vendor chunk and one lazy screen have the given sizes. */
function build({ entry = 1000, vendor = 1000, screen = 1000 } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'cellar-bundle-size-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), incompressible(entry));
  writeFileSync(join(dist, 'assets', 'vendor-def.js'), incompressible(vendor));
  writeFileSync(join(dist, 'assets', 'screen-ghi.js'), incompressible(screen));
  writeFileSync(join(dist, 'assets', 'screen-ghi.js.gz'), 'a compressed copy, not a chunk');
  writeFileSync(join(dist, 'assets', 'index-abc.css'), 'a{}');
  return dist;
}

const run = (dist) => spawnSync(process.execPath, [SCRIPT, dist], { encoding: 'utf8' });

describe('check-bundle-size', () => {
  it('reads the scripts index.html loads and preloads, not its styles or icon', () => {
    assert.deepEqual(initialScripts(INDEX_HTML), ['assets/index-abc.js', 'assets/vendor-def.js']);
  });

  it('counts what index.html loads as the first page and every other chunk as lazy', () => {
    const dist = build();
    const { initial, lazy } = measureBundle(dist);
    assert.deepEqual(
      initial.map((chunk) => chunk.path),
      ['assets/index-abc.js', 'assets/vendor-def.js'],
    );
    assert.deepEqual(
      lazy.map((chunk) => chunk.path),
      ['assets/screen-ghi.js'],
    );
    assert.equal(initial[0].gzip, gzipSize(incompressible(1000)));
  });

  it('prints every chunk next to its budget and passes a build within them', () => {
    const result = run(build());
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /login page and shell, in total\s+initial\s+[\d.]+ kB\s+160\.00 kB\s+ok/);
    assert.match(result.stdout, /assets\/screen-ghi\.js\s+lazy\s+[\d.]+ kB\s+60\.00 kB\s+ok/);
    assert.match(result.stdout, /assets\/vendor-def\.js\s+initial/);
  });

  it('fails when the first page together is over its budget, though each file is under it', () => {
    const half = INITIAL_BUDGET / 2 + 1000;
    const { failures } = report(measureBundle(build({ entry: half, vendor: half })));
    assert.equal(failures.length, 1);
    assert.match(
      failures[0],
      /^the login page and shell load 16\d\.\d\d kB of JavaScript, over their 160\.00 kB$/,
    );
    const result = run(build({ entry: half, vendor: half }));
    assert.equal(result.status, 1);
    assert.match(result.stdout, /login page and shell, in total.*OVER/);
    assert.match(result.stderr, /Over budget: the login page and shell load/);
  });

  it('fails when one lazy chunk is over its own budget, naming it', () => {
    const result = run(build({ screen: LAZY_BUDGET + 1000 }));
    assert.equal(result.status, 1);
    assert.match(result.stdout, /assets\/screen-ghi\.js\s+lazy\s+6\d\.\d\d kB\s+60\.00 kB\s+OVER/);
    assert.match(result.stderr, /Over budget: assets\/screen-ghi\.js is 6\d\.\d\d kB, over its 60\.00 kB\./);
  });

  it('says to build first when there is no build', () => {
    const result = run(join(tmpdir(), 'cellar-no-such-build'));
    assert.equal(result.status, 1);
    assert.match(result.stderr, /index\.html is missing: build the web app first/);
  });
});
