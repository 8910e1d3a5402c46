import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Some tests read a million lines or load jsdom for the first time: a second or two alone, beyond vitest's 5 s
    // default when CI's lanes (or other jobs) load both cores. A hung test still fails, after 20 s.
    testTimeout: 20_000,
  },
});
