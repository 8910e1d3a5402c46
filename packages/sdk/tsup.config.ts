import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: {
    // The contract's types are inlined into the declarations, so the packed SDK needs no @cellar/contract (which
    // is private, never published). Reached through its node_modules link, the contract would count as an outside
    // library and stay an import; from its source it is bundled like the SDK's own files.
    compilerOptions: { paths: { '@cellar/contract': ['../contract/src/index.ts'] } },
  },
  clean: true,
  // The packed SDK carries the OpenAPI document it was built from, as it did when the document lived here.
  onSuccess: async () => {
    mkdirSync('dist/openapi', { recursive: true });
    copyFileSync(
      createRequire(import.meta.url).resolve('@cellar/contract/openapi/cellar.yaml'),
      'dist/openapi/cellar.yaml',
    );
  },
});
