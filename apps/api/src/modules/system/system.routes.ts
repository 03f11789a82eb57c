import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZConfigResponse } from '@tribe/contracts';
import type { AppConfig } from '../../config.js';

/** Configuration the browser needs, and health. Who is signed in: modules/auth. */
const systemRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/config',
    { schema: { tags: ['system'], summary: 'Public client configuration', response: { 200: ZConfigResponse } } },
    async () => ({
      posthogApiKey: config.posthog?.apiKey ?? null,
      posthogHost: config.posthog?.host ?? null,
      googleMapsApiKey: config.googleMapsApiKey ?? null,
      publicUrl: config.publicUrl,
      paystackPublicKey: config.paystack?.publicKey ?? null,
      googleSignIn: Boolean(config.google),
    }),
  );

  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } } },
    async () => {
      await app.database.execute('select 1');
      return { status: 'ok' as const, database: app.database.engine };
    },
  );
};

export default systemRoutes;
