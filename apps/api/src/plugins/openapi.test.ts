import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/database.js';

type OpenApiDocument = Parameters<typeof validate>[0] & { paths: Record<string, Record<string, unknown>> };

describe('OpenAPI description', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    // Outside production, the document describes every route (the whole of it is validated).
    ctx = await createTestApp('pglite', { seed: false });
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => ctx?.close());

  it('passes a standard OpenAPI validator, so code generators accept it', async () => {
    // The validator dereferences in place: give it a copy.
    const result = await validate(structuredClone(doc));
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    expect(result.warnings).toEqual([]);
  });

  it('describes every /api route the server answers', () => {
    const described = new Set(
      Object.entries(doc.paths).flatMap(([url, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${url}`)),
    );
    const routes = ctx.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !described.has(r))).toEqual([]);
  });
});
