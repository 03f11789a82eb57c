import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory, and a fresh PostgreSQL database
    // when TEST_DATABASE_URL is set); migrations plus the demo seed take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'America/New_York' },
  },
});
