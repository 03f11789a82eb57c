import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@tribe/contracts';

/**
 * The whole OpenAPI document (every route: admin and host areas, callbacks, personal data) for a
 * signed-in admin; production's public /api/docs/json describes the public routes only
 * (decisions 034, 037). The group's admin check (admin.routes.ts) guards it.
 */
const adminOpenapiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/openapi.json',
    {
      schema: {
        tags: ['admin'],
        summary: 'The OpenAPI document of every route (admins only)',
        response: {
          200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
          401: ZErrorResponse,
          403: ZErrorResponse,
        },
      },
    },
    async () => app.wholeOpenapi() as { openapi: string; paths: Record<string, unknown> },
  );
};

export default adminOpenapiRoutes;
