import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // @cellar/validation and @cellar/contract are workspace packages, never published: the packed SDK carries the
  // rules it uses in its own code and both packages' types in its declarations, so `npm install` of the one tarball
  // needs nothing but the registry's packages in `dependencies`.
  noExternal: [/^@cellar\/validation(\/|$)/],
  dts: {
    // Reached through their node_modules links, the workspace packages would count as outside libraries and stay
    // imports in the declarations; from their sources they are bundled like the SDK's own files.
    compilerOptions: {
      paths: {
        '@cellar/contract': ['../contract/src/index.ts'],
        '@cellar/validation': ['../validation/src/index.ts'],
        '@cellar/validation/*': ['../validation/src/*/index.ts'],
      },
    },
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
