import { clientAddress } from '../../lib/client-address.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ZCheckInEvent,
  ZCheckInInput,
  ZCheckInOfflineBundle,
  ZCheckInResult,
  ZCheckInSyncInput,
  ZCheckInSyncResult,
  ZHostEventParams,
} from '@tribe/contracts';
import { z } from 'zod';
import { sessionTokenOf } from '../../plugins/session.js';
import { accessOf, HOST_FAILURES, requireHost, requireHostEvent } from './host-access.js';
import { checkIn, offlineBundle, scannableEvents, syncOfflineScans } from './check-in.service.js';

/** Throttled per person (their session), not per address: three volunteers may share one Wi-Fi. */
const perPerson = (req: FastifyRequest) => sessionTokenOf(req) ?? clientAddress(req);

/**
 * Door check-in (issue 9, item 6): the `checkIn` permission (owner, manager, scanner; a scanner
 * limited to chosen events only for those). Scans are throttled generously: a door scans fast.
 */
const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['host', 'check-in'];
  // Signed in and never cached: the host area's group (host-area.group.ts) says so once.
  const ctx = () => ({ db: app.db, signer: app.ticketSigner });

  app.post(
    '/host/check-in',
    {
      preHandler: requireHost('checkIn'),
      config: { rateLimit: { max: 600, timeWindow: '1 minute', keyGenerator: perPerson } },
      schema: {
        tags,
        summary:
          'Check a ticket in: its scanned QR payload (signature verified) or its typed code (owners and managers)',
        body: ZCheckInInput,
        response: { 200: ZCheckInResult, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return checkIn(ctx(), access, req.body);
    },
  );

  app.get(
    '/host/check-in/events',
    {
      preHandler: requireHost('checkIn'),
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perPerson } },
      schema: {
        tags,
        summary: 'Events this person may scan now (today and upcoming)',
        response: { 200: z.array(ZCheckInEvent), ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return scannableEvents(app.db, access);
    },
  );

  app.get(
    '/host/check-in/events/:eventId/offline',
    {
      preHandler: requireHostEvent('checkIn'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perPerson } },
      schema: {
        tags,
        summary:
          'What a door needs offline: dates, public key, hashed ticket codes, types, holder names (nothing more)',
        params: ZHostEventParams,
        response: { 200: ZCheckInOfflineBundle, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return offlineBundle(ctx(), access, req.params.eventId);
    },
  );

  app.post(
    '/host/check-in/sync',
    {
      preHandler: requireHost('checkIn'),
      bodyLimit: 512 * 1024,
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perPerson } },
      schema: {
        tags,
        summary: 'Apply check-ins made with no network (the earliest counts; two doors: duplicate)',
        body: ZCheckInSyncInput,
        response: { 200: ZCheckInSyncResult, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return syncOfflineScans(ctx(), access, req.body);
    },
  );
};

export default checkInRoutes;
