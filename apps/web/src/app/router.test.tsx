import { CLIENT_ROUTES } from '@tribe/contracts/routes';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './router';

describe('app routes', () => {
  it('are exactly the shared client route list, so the server answers 404 for the same addresses', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...CLIENT_ROUTES].sort());
  });
});
