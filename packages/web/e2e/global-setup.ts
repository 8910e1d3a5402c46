import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Builds the admin once for every e2e file; the backend serves `dist/` as its web dir. A child process
 * with NODE_ENV=production, so the tests see the production bundle rather than vitest's `test` mode.
 * `CELLAR_E2E_PREBUILT=1` says `dist/` was just built by `vite build` (scripts/test.sh builds every package
 * before the tests), so it is not built twice.
 */
export default function setup(): void {
  if (process.env.CELLAR_E2E_PREBUILT === '1') return;
  const root = fileURLToPath(new URL('..', import.meta.url));
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
