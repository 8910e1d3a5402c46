import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * `pnpm start` runs the server from this build, not through tsx. Files the server reads at run time beside its
 * modules (`new URL('./migrations/', import.meta.url)`, `new URL('./graphql/', ...)`) are copied to where the
 * bundle's `import.meta.url` points them: beside `dist/main.js`.
 */
const RUNTIME_ASSETS = [
  { from: 'src/db/migrations', to: 'migrations' },
  { from: 'src/erp/graphql', to: 'graphql' },
] as const;

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  // The workspace's validation points at TypeScript sources, so it is bundled; published dependencies stay external.
  noExternal: ['@cellar/validation'],
  async onSuccess() {
    for (const { from, to } of RUNTIME_ASSETS) cpSync(from, `dist/${to}`, { recursive: true });
  },
});
