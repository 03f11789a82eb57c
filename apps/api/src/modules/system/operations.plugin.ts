import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { REQUEST_ID_HEADER } from '../../lib/request-id.js';
import { SYSTEM_TEXTS } from './system.texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the process has been asked to stop: /readyz answers 503 from then on. */
    readonly draining: boolean;
    /** Marks the process as stopping (server.ts, on SIGTERM/SIGINT). */
    startDraining(): void;
  }
}

/** Seconds a client is told to wait when the server sheds load. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Running it for real (decision 021): every answer carries its request id (the one in the logs),
 * a stopping process reports itself not ready, and when the event loop falls behind requests
 * are answered at once with 503 and Retry-After instead of waiting in a queue that only grows.
 * The probes are exempt (health.routes.ts) so a busy process is not taken for a dead one.
 */
export default fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    let draining = false;
    app.decorate('draining', {
      getter: () => draining,
    });
    app.decorate('startDraining', () => {
      draining = true;
    });

    app.addHook('onRequest', async (req, reply) => {
      reply.header(REQUEST_ID_HEADER, req.id);
    });
    // A stopping process ends each connection with the answer under way on it: browsers and
    // proxies keep connections alive, and an idle kept-alive connection would otherwise hold the
    // process open until its keep-alive timeout, past the shutdown's grace (issue 24). Connections
    // already idle when the stop begins are closed by Fastify's close (forceCloseConnections: idle).
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });

    if (config.maxEventLoopDelayMs > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: config.maxEventLoopDelayMs,
        retryAfter: BUSY_RETRY_AFTER_SECONDS,
        // The package's documented form: send here, return nothing (the route is then skipped).
        pressureHandler: (req, reply, type, value) => {
          req.log.warn({ type, value }, 'shedding load');
          void reply.status(503).header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS)).send({
            statusCode: 503,
            code: 'server_busy',
            error: 'Service Unavailable',
            message: SYSTEM_TEXTS.busy,
            retryAfter: BUSY_RETRY_AFTER_SECONDS,
          });
        },
      });
    }
  },
  { name: 'operations' },
);
