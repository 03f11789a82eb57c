import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReturnIdParams, ZReturnTicketsRequest, ZTicketReturn, ZTicketReturns } from '@tribe/contracts/waiting-list';
import { errorResponses } from '../../lib/errors.js';
import { returnTickets, withdrawReturn, type ReturnContext } from './ticket-returns.service.js';

const tags = ['tickets'];
const failures = errorResponses(400, 401, 404, 409, 429);

/** Tickets returned to the waiting list for resale at face value (decision 054): return, take back. */
const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (requestId: string): ReturnContext => ({ db: app.db, events: app.domainEvents, requestId });

  app.post(
    '/tickets/returns',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Return tickets of a sold-out date to its waiting list, to be resold at face value',
        body: ZReturnTicketsRequest,
        response: { 201: ZTicketReturns, ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      const returns = await returnTickets(ctx(req.id), user, req.body.ticketIds);
      reply.code(201);
      return { returns };
    },
  );

  app.delete(
    '/tickets/returns/:id',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Take a returned ticket back while no fan holds it',
        params: ZReturnIdParams,
        response: { 200: ZTicketReturn, ...failures },
      },
    },
    async (req) => {
      const user = await req.requireUser();
      return withdrawReturn(ctx(req.id), user, req.params.id);
    },
  );
};

export default returnRoutes;
