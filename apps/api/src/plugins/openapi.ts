import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';

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
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
