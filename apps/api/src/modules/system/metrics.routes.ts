import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ZErrorResponse } from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import { isLoopbackHost } from '../../lib/loopback.js';
import { SYSTEM_TEXTS } from './system.texts.js';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, whoever sends it as a bearer token; without
 * it, only a direct connection from this machine (the connection's own address, and no
 * forwarding headers: a request relayed by a proxy on this machine is someone else's).
 */
export function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const auth = req.headers.authorization ?? '';
    return auth.startsWith('Bearer ') && sameToken(auth.slice('Bearer '.length).trim(), token);
  }
  const forwarded = req.headers['x-forwarded-for'] ?? req.headers.forwarded ?? req.headers['x-real-ip'];
  return !forwarded && isLoopbackHost(req.socket.remoteAddress ?? '');
}

/** GET /metrics in Prometheus's text format (metrics.plugin.ts; docs/operations.md). */
const metricsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/metrics',
    {
      // A scrape during a load spike is exactly when the figures matter.
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (bearer METRICS_TOKEN, or loopback when unset)',
        response: { 200: z.string(), 403: ZErrorResponse },
      },
    },
    async (req, reply) => {
      if (!mayReadMetrics(req, config.metricsToken)) {
        return reply.status(403).send({
          statusCode: 403,
          code: 'metrics_forbidden',
          error: 'Forbidden',
          message: SYSTEM_TEXTS.metricsForbidden,
        });
      }
      const body = await app.metrics.registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(app.metrics.registry.contentType).send(body);
    },
  );
};

export default metricsRoutes;
