import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one database per engine for the run; each suite opens a clone of it.
    globalSetup: ['src/test/global-setup.ts'],
    // Generous for a loaded 2-core CI runner; opening a clone takes about a second.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    env: { TZ: 'America/New_York' },
    // One module graph per worker, not per file: each file imported the whole API again (about
    // 1.4 s, 147 of the run's worker-seconds). Every suite builds its own app on its own database
    // clone, so nothing a file needs lives in module state; decision 052.
    isolate: false,
  },
});
