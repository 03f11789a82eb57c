import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTING_HOST_HEADER,
  ZHostInvitationInput,
  ZHostJoinInput,
  ZHostMe,
  ZHostTeamMember,
  ZHostTeamMemberParams,
  ZHostTeamMemberUpdate,
} from '@tribe/contracts';
import { z } from 'zod';
import { accessOf, HOST_FAILURES, hostAccess, requireHost } from './host-access.js';
import { inviteMember, joinTeam, listTeam, removeMember, updateMember } from './team.service.js';

/**
 * The host's team (issue 9, item 5): the `team` permission (the owner) lists, invites, changes
 * and removes; anyone signed in accepts an invitation sent to their own address.
 */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['host'];
  // Signed in and never cached: the host area's group (host-area.group.ts) says so once.

  app.get(
    '/host/team',
    {
      preHandler: requireHost('team'),
      schema: {
        tags,
        summary: 'The team: the owner, members and open invitations, with roles',
        response: { 200: z.array(ZHostTeamMember), ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return listTeam(app.db, access.hostId);
    },
  );

  app.post(
    '/host/team/invitations',
    {
      preHandler: requireHost('team'),
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Invite someone by email as manager or scanner (a link that works 7 days, for that address only)',
        body: ZHostInvitationInput,
        response: { 201: ZHostTeamMember, ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      const member = await inviteMember(
        { db: app.db, mail: app.mail, publicUrl: app.config.publicUrl },
        access.hostId,
        access.user,
        req.body,
      );
      return reply.status(201).send(member);
    },
  );

  app.patch(
    '/host/team/:memberId',
    {
      preHandler: requireHost('team'),
      schema: {
        tags,
        summary: 'Change a member’s role (and the events a scanner may scan)',
        params: ZHostTeamMemberParams,
        body: ZHostTeamMemberUpdate,
        response: { 200: ZHostTeamMember, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return updateMember(app.db, access.hostId, req.params.memberId, req.body);
    },
  );

  app.delete(
    '/host/team/:memberId',
    {
      preHandler: requireHost('team'),
      schema: {
        tags,
        summary: 'Remove a member or withdraw an invitation (the owner cannot be removed)',
        params: ZHostTeamMemberParams,
        response: { 204: z.null(), ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      await removeMember(app.db, access.hostId, req.params.memberId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/host/team/join',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Accept an invitation sent to the signed-in person’s address; answers the hosts they may act for',
        body: ZHostJoinInput,
        response: { 200: ZHostMe, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const user = await req.requireUser();
      const joined = await joinTeam(app.db, user, req.body.token);
      // What /api/host/me says, acting for the host just joined.
      req.headers[ACTING_HOST_HEADER] = String(joined.hostId);
      // Judged after joining (not by a preHandler): the person is on no team until then.
      const access = await hostAccess(app, req, null);
      return { memberships: access.memberships, active: access.memberships.find((m) => m.hostId === joined.hostId)! };
    },
  );
};

export default teamRoutes;
