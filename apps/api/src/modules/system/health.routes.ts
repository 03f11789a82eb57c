import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readiness } from './health.service.js';

const ZCheck = z.enum(['ok', 'failing', 'off']);
const ZReadiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: ZCheck, migrations: ZCheck, jobs: ZCheck, shutdown: ZCheck }),
});

/** Probes stay answerable when the server sheds load (under-pressure) and are never cached. */
const probeConfig = { pressureHandler: () => undefined };

/**
 * The probes (docs/operations.md): `/healthz` says the process is up (a restart is the cure when
 * it stops answering); `/readyz` says it should get traffic (a proxy or orchestrator stops sending
 * requests while it answers 503, e.g. while the database is unreachable or the process drains).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: probeConfig,
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      config: probeConfig,
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations applied, jobs running, not shutting down',
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (_req, reply) => {
      const { ready, checks } = await readiness(app);
      reply.header('Cache-Control', 'no-store');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
};

export default healthRoutes;
