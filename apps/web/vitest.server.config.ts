import { defineConfig } from 'vitest/config';
import { compiledMessages } from './compiled-messages.ts';

/**
 * The server entry's tests (decision 031): in Node, without a browser, and in their own module
 * graph, so the language they draw in never reaches the components' tests that share a jsdom.
 */
export default defineConfig({
  plugins: [compiledMessages()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: { name: 'web-server', environment: 'node', include: ['src/**/*.server.test.{ts,tsx}'] },
});
