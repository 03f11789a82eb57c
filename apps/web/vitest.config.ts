import { defineConfig } from 'vitest/config';
import { compiledMessages } from './compiled-messages.ts';

export default defineConfig({
  plugins: [compiledMessages()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The server entry's tests have their own project (vitest.server.config.ts).
    exclude: ['src/**/*.server.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one module graph per worker instead of per file: the components' tests spent
    // three quarters of their time building a fresh window and re-importing React for each of
    // ~80 files (3 min → under 1 min on 2 cores). Each test renders into a fresh container and
    // Testing Library unmounts it afterwards, and src/test/setup.ts puts back what a file may leave
    // behind (timers, storage, cookies, the address) before the next file runs.
    isolate: false,
  },
});
