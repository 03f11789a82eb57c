import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config.js';
import { createTestApp } from '../test/database.js';
import openapi from './openapi.js';
import { adminCookie, createAdmin } from '../modules/admin/admin.test-support.js';

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

describe("production's OpenAPI description: public routes only", () => {
  it('leaves out the admin and host areas, personal data, provider callbacks and dev tools', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(openapi, { config: { env: 'production', publicUrl: 'https://tikiti.example' } as AppConfig });
    const ok = { schema: { response: { 200: z.object({ ok: z.boolean() }) } } };
    for (const url of [
      '/api/events',
      '/api/checkout/orders',
      '/api/auth/signin',
      '/api/hosts/:slug',
      '/api/admin/orders',
      '/api/host/orders',
      '/api/profile',
      '/api/payments/daraja/stk/:ref/:secret',
      '/api/hostels',
    ])
      app.get(url, ok, async () => ({ ok: true }));
    await app.ready();
    const doc = (await app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/auth/signin',
      '/api/checkout/orders',
      '/api/events',
      '/api/hostels',
      '/api/hosts/{slug}',
    ]);
    // The whole document (served to admins) keeps every route.
    expect(Object.keys(app.wholeOpenapi().paths as object)).toEqual(
      expect.arrayContaining(['/api/admin/orders', '/api/host/orders', '/api/profile', '/api/events']),
    );
    await app.close();
  });
});

describe('the whole OpenAPI description, for signed-in admins', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false });
  });
  afterAll(async () => ctx?.close());

  it('answers an admin with every route and anyone else with 401', async () => {
    const anonymous = await ctx.app.inject('/api/admin/openapi.json');
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'admin_unauthorized']);
    const { admin } = await createAdmin(ctx.app);
    const res = await ctx.app.inject({
      url: '/api/admin/openapi.json',
      headers: { cookie: await adminCookie(ctx.app, admin.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = res.json() as OpenApiDocument;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/orders/{id}',
        '/api/admin/payouts',
        '/api/payments/webhooks/paystack',
        '/api/events',
      ]),
    );
  });
});
