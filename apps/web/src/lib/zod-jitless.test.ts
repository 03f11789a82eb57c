import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is switched to jitless before any schema is built, without importing zod', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
