import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'catalogue/index': 'src/catalogue/index.ts',
    'site/index': 'src/site/index.ts',
    'commerce/index': 'src/commerce/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
});
