import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminHostDetail,
  ZAdminHostList,
  ZAdminHostListQuery,
  ZAdminHostParams,
  ZAdminReason,
  ZAdminVerify,
  ZErrorResponse,
} from '@tribe/contracts';
import { hostDetail, searchHosts, setSuspended, setVerified } from './admin-hosts.service.js';

const failures = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const tags = ['admin'];

/** The admin area's hosts routes (docs/admin.md), under /api/admin. */
const adminHostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (adminId: number, requestId: string) => ({ kind: 'admin' as const, adminId, requestId });

  app.get(
    '/hosts',
    {
      schema: {
        tags,
        summary: 'Find hosts by name, slug, email or phone; verified, unverified or suspended',
        querystring: ZAdminHostListQuery,
        response: { 200: ZAdminHostList, ...failures },
      },
    },
    async (req) => searchHosts(app.db, req.query),
  );

  app.get(
    '/hosts/:hostId',
    {
      schema: {
        tags,
        summary: 'A host with its events and balances',
        params: ZAdminHostParams,
        response: { 200: ZAdminHostDetail, ...failures },
      },
    },
    async (req) => hostDetail(app.db, req.params.hostId, new Date()),
  );

  app.post(
    '/hosts/:hostId/verification',
    {
      schema: {
        tags,
        summary: 'Verify a host (or take the badge away)',
        params: ZAdminHostParams,
        body: ZAdminVerify,
        response: { 200: ZAdminHostDetail, ...failures },
      },
    },
    async (req) => {
      const { admin } = await req.requireAdmin();
      const now = new Date();
      await setVerified(app.db, actorOf(admin.id, req.id), req.params.hostId, req.body.verified, now);
      return hostDetail(app.db, req.params.hostId, now);
    },
  );

  for (const [path, suspend] of [
    ['suspend', true],
    ['restore', false],
  ] as const)
    app.post(
      `/hosts/:hostId/${path}`,
      {
        schema: {
          tags,
          summary: suspend
            ? 'Suspend a host: its events stop selling and its team loses the host area'
            : 'Restore a suspended host',
          params: ZAdminHostParams,
          body: ZAdminReason,
          response: { 200: ZAdminHostDetail, ...failures },
        },
      },
      async (req) => {
        const { admin } = await req.requireAdmin();
        const now = new Date();
        await setSuspended(
          { db: app.db, mail: app.mail },
          actorOf(admin.id, req.id),
          req.params.hostId,
          suspend,
          req.body.reason,
          now,
        );
        return hostDetail(app.db, req.params.hostId, now);
      },
    );
};

export default adminHostsRoutes;
