import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The packed CLI is one tarball: the workspace packages (never published) and the rest of what they import are
  // bundled; the CLI's own `dependencies` (commander, ink, react, csv-*) stay imports and npm installs them.
  noExternal: ['@cellar/sdk', '@cellar/validation'],
});
