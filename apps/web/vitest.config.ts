import { defineConfig } from 'vitest/config';
import { compiledMessages } from './compiled-messages.ts';

export default defineConfig({
  plugins: [compiledMessages()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
