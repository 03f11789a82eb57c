import { defineConfig } from 'vitest/config';

// Dates must not depend on the machine's zone: the suite runs with a zone far from Nairobi.
process.env.TZ = 'America/Los_Angeles';

export default defineConfig({
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'] },
});
