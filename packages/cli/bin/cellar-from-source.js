#!/usr/bin/env node
// `pnpm -s cellar` in a checkout: the TypeScript sources through tsx, so `cellar` works straight after
// `pnpm install`, without a build. The installed `cellar` is bin/cellar.js, which runs the build.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The package's tsconfig (JSX for ink), whatever the working directory.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import(new URL('../src/main.ts', import.meta.url).href);
