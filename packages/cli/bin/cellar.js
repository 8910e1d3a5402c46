#!/usr/bin/env node
// The built bundle when there is one; in a checkout where it has not been built (or `CELLAR_FROM_SOURCE=1`),
// the TypeScript sources through tsx, so `cellar` works straight after `pnpm install`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = new URL('../dist/main.js', import.meta.url);
const source = new URL('../src/main.ts', import.meta.url);

if (existsSync(source) && (process.env.CELLAR_FROM_SOURCE === '1' || !existsSync(dist))) {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write('cellar is not built. Run `pnpm --filter @cellar/cli build` first.\n');
    process.exit(2);
  }
  // The package's tsconfig (JSX as react-jsx for the ink screens), whatever directory cellar is run from.
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  await import(source.href);
} else if (existsSync(dist)) {
  await import(dist.href);
} else {
  process.stderr.write('cellar is not built. Run `pnpm --filter @cellar/cli build` first.\n');
  process.exit(2);
}
