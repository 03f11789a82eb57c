import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  ZHostBalances,
  ZHostIdentityInput,
  ZHostPayout,
  ZHostPayoutInput,
  ZHostProfileInput,
  ZHostSettings,
  ZPayoutRequest,
} from '@tribe/contracts';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import { accountContext, readUploadedImage } from '../profile/index.js';
import { accessOf, HOST_FAILURES, requireHost } from './host-access.js';
import { hostBalances, hostPayouts, requestPayout } from './payouts.service.js';
import {
  getSettings,
  removeVendorLogo,
  updateIdentity,
  updatePayoutMethod,
  updateVendorProfile,
  uploadVendorLogo,
} from './settings.service.js';

/**
 * The host's settings and payouts (issue 9, item 8): `settings` permission, the owner only.
 * 401 signed out, 403 for a manager, a scanner or someone not on the named host's team, 404 for
 * another host's event. Account and ID numbers are only ever answered masked.
 */
const settingsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1 } });
  const tags = ['host'];
  const settings = { 200: ZHostSettings, ...HOST_FAILURES };

  // Signed in and never cached: the host area's group (host-area.group.ts) says so once.

  const context = (req: FastifyRequest) => accountContext(app, config, req);

  app.get(
    '/host/settings',
    {
      preHandler: requireHost('settings'),
      schema: {
        tags,
        summary: 'Vendor profile, payout method and identity for payouts (numbers only masked)',
        response: settings,
      },
    },
    async (req) => getSettings(context(req), accessOf(req).hostId),
  );

  app.put(
    '/host/settings/profile',
    {
      preHandler: requireHost('settings'),
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Save the vendor profile: public name, contact phone and email, bio, website',
        body: ZHostProfileInput,
        response: settings,
      },
    },
    async (req) => {
      const access = accessOf(req);
      return updateVendorProfile(context(req), access.hostId, req.body);
    },
  );

  app.post(
    '/host/settings/logo',
    {
      preHandler: requireHost('settings'),
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Upload the logo (multipart field "file"; JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: settings,
      },
    },
    async (req) => {
      const access = accessOf(req);
      return uploadVendorLogo(context(req), access.hostId, await readUploadedImage(req));
    },
  );

  app.delete(
    '/host/settings/logo',
    { preHandler: requireHost('settings'), schema: { tags, summary: 'Remove the logo', response: settings } },
    async (req) => removeVendorLogo(context(req), accessOf(req).hostId),
  );

  app.put(
    '/host/settings/payout-method',
    {
      preHandler: requireHost('settings'),
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Save the payout method (M-Pesa or bank), encrypted; a change asks for the password',
        body: ZPayoutRequest,
        response: settings,
      },
    },
    async (req) => {
      const access = accessOf(req);
      return updatePayoutMethod(context(req), access.user, access.hostId, req.body);
    },
  );

  app.put(
    '/host/settings/identity',
    {
      preHandler: requireHost('settings'),
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Save the legal name, KRA PIN and ID or passport number (encrypted) payouts need',
        body: ZHostIdentityInput,
        response: settings,
      },
    },
    async (req) => {
      const access = accessOf(req);
      return updateIdentity(context(req), access.user, access.hostId, req.body);
    },
  );

  app.get(
    '/host/balances',
    {
      preHandler: requireHost('settings'),
      schema: {
        tags,
        summary: 'Money per event from the ledger (gross, fees, refunds, payouts, net) and totals',
        response: { 200: ZHostBalances, ...HOST_FAILURES },
      },
    },
    async (req) => hostBalances(app.db, accessOf(req).hostId, new Date()),
  );

  app.get(
    '/host/payouts',
    {
      preHandler: requireHost('settings'),
      schema: {
        tags,
        summary: 'Payout requests, newest first',
        response: { 200: z.array(ZHostPayout), ...HOST_FAILURES },
      },
    },
    async (req) => hostPayouts(app.db, accessOf(req).hostId),
  );

  app.post(
    '/host/payouts',
    {
      preHandler: requireHost('settings'),
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Request a payout of an ended event’s available money (asking again answers the same request)',
        body: ZHostPayoutInput,
        response: { 200: ZHostPayout, 201: ZHostPayout, ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      const { payout, created } = await requestPayout(
        { db: app.db, mail: app.mail, now: new Date() },
        { hostId: access.hostId, user: access.user, eventId: req.body.eventId },
      );
      return reply.status(created ? 201 : 200).send(payout);
    },
  );
};

export default settingsRoutes;
