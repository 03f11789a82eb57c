import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@tribe/contracts';
import { z } from 'zod';
import { loopbackOnly } from '../../lib/loopback.js';
import { getHostEvent, hostAccess } from '../host-area/index.js';
import { endOffersNow } from './waiting-list.service.js';

/**
 * POST /dev/waiting-list/offers-due: the open offers of an event reach the end of their window
 * now, as they would when it passes, so a browser journey (e2e/waiting-list.spec.ts) can follow
 * an unclaimed offer to the next fan without waiting 30 minutes. Registered outside production
 * only (app.ts), answered only to this machine (lib/loopback.ts), and only for a signed-in owner
 * or manager of the event's host.
 */
const waitingListDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(
    '/dev/waiting-list/offers-due',
    {
      schema: {
        hide: true,
        body: z.object({ eventId: z.number().int().positive().max(2_147_483_647) }),
        response: {
          200: z.object({ ended: z.number().int(), offered: z.number().int() }),
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'events');
      await getHostEvent(app.db, access.hostId, req.body.eventId);
      return endOffersNow(app, req.body.eventId);
    },
  );
};

export default waitingListDevRoutes;
