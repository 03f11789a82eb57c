import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import eventsRoutes from './modules/events/events.routes.js';
import { eventHeadTags } from './modules/events/events.meta.js';
import sitemapRoutes from './modules/events/events.sitemap.js';
import systemRoutes from './modules/system/system.routes.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import sessionPlugin from './plugins/session.js';
import spaPlugin from './plugins/spa.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Close the database when the app closes (the server does; tests share one). */
  closeDatabase?: boolean;
  logger?: boolean;
}

/** Builds the whole application without listening; tests drive it with `app.inject`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(config.env === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
              : {}),
          },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Conservative security headers on every response (the SPA loads only its own scripts).
  app.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
  });
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: opts.database, closeOnShutdown: opts.closeDatabase ?? false });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(sessionPlugin);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tikiti API',
        description: 'Events discovery and ticketing marketplace. Errors are JSON {statusCode, code, error, message}.',
        version: '0.1.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { config });
      await api.register(eventsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(sitemapRoutes, { config });

  await app.register(spaPlugin, {
    distDir: config.webDistDir,
    headFor: (req) => eventHeadTags(app, config, req),
  });

  return app;
}
