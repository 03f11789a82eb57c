import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/web',
      'apps/web/vitest.server.config.ts',
      // The repository's own scripts (the browser check before the tests).
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
    // Vitest's default is one worker per core less one: a single worker on a 2-core CI machine.
    // The API suites spend much of their time waiting on PostgreSQL (another process) and on
    // timers, so more workers fill that wait: three on two cores (decisions 016 and 052).
    maxWorkers: Math.max(3, availableParallelism() - 1),
  },
});
