import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The tests that draw ink on a fake terminal load ink as the CLI does: after its entry has set CI aside.
    setupFiles: ['src/ui/draw-live.ts'],
    // Most suites load the reference backend with its fixtures in a hook: seconds when CI's lanes load both cores.
    hookTimeout: 30_000,
  },
});
