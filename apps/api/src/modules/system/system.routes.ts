import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZConfigResponse, ZErrorResponse } from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';

export const ZPublicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImage: z.string().nullable(),
  isHost: z.boolean(),
  emailVerified: z.boolean(),
});

/** Configuration the browser needs, health, and who is signed in. */
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

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; 401 when signed out',
        response: { 200: ZPublicUser, 401: ZErrorResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const u = req.user;
      if (!u) throw new AppError('unauthorized', 'You are not signed in.');
      return {
        id: u.id,
        username: u.username,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        profileImage: u.profileImage,
        isHost: u.isHost,
        emailVerified: u.emailVerifiedAt !== null,
      };
    },
  );
};

export default systemRoutes;
