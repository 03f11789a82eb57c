import { errorResponses } from '../../lib/errors.js';
import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD_MAX_BYTES, ZHostDetailsRequest, ZOnboardingStatus, ZPayoutRequest } from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import { accountContext, readUploadedImage } from '../profile/index.js';
import {
  becomeHost,
  completeOnboarding,
  onboardingStatus,
  removeLogo,
  saveDetails,
  saveLogo,
  savePayout,
} from './hosts.service.js';

const failures = errorResponses(400, 401, 403, 409, 413, 415, 429);

/**
 * Host onboarding for the signed-in user (`/api/hosts/me/*`): become a host, public details,
 * logo, payout account, finish. Every step is saved as it is made, so onboarding resumes where
 * it stopped; each answers the whole onboarding status. 401 when signed out; a user only ever
 * touches the host they own.
 */
const hostsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1 } });
  const tags = ['hosts'];
  const response = { 200: ZOnboardingStatus, ...failures };

  const context = (req: FastifyRequest) => accountContext(app, config, req);

  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/hosts/me/onboarding',
    { schema: { tags, summary: 'Where host onboarding stands (payout account only masked)', response } },
    async (req) => onboardingStatus(context(req), await req.requireUser()),
  );

  app.post(
    '/hosts/me',
    { schema: { tags, summary: 'Become a host (a signed-in attendee); onboarding follows', response } },
    async (req) => becomeHost(context(req), await req.requireUser()),
  );

  app.put(
    '/hosts/me/details',
    {
      bodyLimit: 16 * 1024,
      schema: { tags, summary: 'Save public name, contact phone and email, bio', body: ZHostDetailsRequest, response },
    },
    async (req) => saveDetails(context(req), await req.requireUser(), req.body),
  );

  app.post(
    '/hosts/me/logo',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Upload the logo (multipart field "file"; JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response,
      },
    },
    async (req) => {
      const user = await req.requireUser();
      return saveLogo(context(req), user, await readUploadedImage(req));
    },
  );

  app.delete('/hosts/me/logo', { schema: { tags, summary: 'Remove the logo', response } }, async (req) =>
    removeLogo(context(req), await req.requireUser()),
  );

  app.put(
    '/hosts/me/payout',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Save the payout account (M-Pesa or bank), encrypted; a change asks for the password',
        body: ZPayoutRequest,
        response,
      },
    },
    async (req) => savePayout(context(req), await req.requireUser(), req.body),
  );

  app.post(
    '/hosts/me/onboarding/complete',
    { schema: { tags, summary: 'Finish onboarding: the host may now create events', response } },
    async (req) => completeOnboarding(context(req), await req.requireUser()),
  );
};

export default hostsRoutes;
