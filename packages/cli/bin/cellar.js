#!/usr/bin/env node
// The installed `cellar`: node runs the built CLI itself, with no shell or tsx in between, so a signal sent to this
// process reaches the CLI. In a checkout, `pnpm -s cellar` runs the sources instead (bin/cellar-from-source.js).
import { existsSync } from 'node:fs';

const dist = new URL('../dist/main.js', import.meta.url);
if (!existsSync(dist)) {
  process.stderr.write('cellar is not built. Run `pnpm --filter @cellar/cli build` first.\n');
  process.exit(2);
}
await import(dist.href);
