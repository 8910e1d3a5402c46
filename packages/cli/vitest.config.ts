import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The tests that draw ink on a fake terminal load ink as the CLI does: after its entry has set CI aside.
    setupFiles: ['src/ui/draw-live.ts'],
  },
});
