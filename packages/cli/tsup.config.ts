import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The workspace packages point at TypeScript sources, so they are bundled; published dependencies stay
  // external and are installed with the CLI.
  noExternal: ['@cellar/sdk', '@cellar/validation'],
  external: ['commander', 'ink', 'react'],
});
