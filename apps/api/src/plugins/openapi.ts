import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';

/**
 * Routes production leaves out of its public document (issue 24): the admin area, the host area,
 * a signed-in person's own data, the payment providers' callbacks and development tools. What is
 * left is what a visitor's browser or an outside client may call. Outside production the document
 * describes every route.
 */
const NOT_PUBLIC = /^\/(api\/(admin|host|profile|payments|dev)|dev)(\/|$)/;

/** Whether production's OpenAPI document lists the route at `url`. */
export function publiclyDescribed(url: string): boolean {
  return !NOT_PUBLIC.test(url);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of every route, production included (admins only: admin-openapi.routes.ts). */
    wholeOpenapi: () => Record<string, unknown>;
  }
}

/**
 * The API's OpenAPI description (/api/docs/json) and Swagger UI (/api/docs), built from every
 * route's Zod schemas. Registered before the routes, outside any encapsulated scope, so it sees
 * them all. openapi.test.ts runs a standard validator over the document, since one malformed
 * operation makes code generators refuse the whole of it.
 */
export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'Tikiti API',
          description:
            'Events discovery and ticketing marketplace. Errors are JSON {statusCode, code, error, message}.',
          version: '0.1.0',
        },
        servers: [{ url: opts.config.publicUrl }],
      },
      transform:
        opts.config.env === 'production'
          ? (input) => {
              const out = jsonSchemaTransform(input);
              return publiclyDescribed(input.url) ? out : { ...out, schema: { ...out.schema, hide: true } };
            }
          : jsonSchemaTransform,
    });
    // The whole document, for signed-in admins (GET /api/admin/openapi.json, decision 037): a
    // second instance with its own decorator, sees every route and hides none.
    await app.register(fastifySwagger, {
      decorator: 'wholeOpenapi',
      openapi: {
        info: {
          title: 'Tikiti API (every route, for admins)',
          description:
            'Events discovery and ticketing marketplace. Errors are JSON {statusCode, code, error, message}.',
          version: '0.1.0',
        },
        servers: [{ url: opts.config.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
