import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSentTransfer,
  ZSentTransfers,
  ZTransferIdParams,
  ZTransferOffer,
  ZTransferRequest,
  ZTransferTokenParams,
} from '@tribe/contracts';
import { AppError, errorResponses } from '../../lib/errors.js';
import { currentLanguage } from '../../lib/request-language.js';
import { requestedLocale } from '../../lib/request-locale.js';
import { ticketQrSvg } from './ticket-files.js';
import { heldTicket } from './ticket-transfers.repository.js';
import {
  acceptTransfer,
  cancelTransfer,
  sentTransfers,
  sendTransfer,
  transferOffer,
  type TransferContext,
} from './ticket-transfers.service.js';
import { TRANSFER_TEXT } from './ticket-transfers.texts.js';

const tags = ['tickets'];
const failures = errorResponses(400, 401, 403, 404, 409, 410, 429);

/** Tickets sent to a friend (decision 051): send, cancel, the link's page, accept, the holder's QR. */
const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (requestId: string): TransferContext => ({
    db: app.db,
    signer: app.ticketSigner,
    events: app.domainEvents,
    requestId,
  });

  app.post(
    '/tickets/transfers',
    {
      // As holds are (decision 017): per address here, per account per day in the service.
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Send tickets you hold to a friend by phone or email (they accept through the link)',
        body: ZTransferRequest,
        response: { 201: ZSentTransfer, ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      const sent = await sendTransfer(ctx(req.id), user, {
        ...req.body,
        locale: requestedLocale(req) ?? currentLanguage(),
      });
      reply.code(201);
      return sent;
    },
  );

  app.delete(
    '/tickets/transfers/:id',
    {
      schema: {
        tags,
        summary: 'Cancel a transfer you sent that is not accepted yet: the tickets are yours again',
        params: ZTransferIdParams,
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      await cancelTransfer(ctx(req.id), user.id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/profile/transfers',
    {
      schema: {
        tags,
        summary: 'The transfers you sent, newest first',
        response: { 200: ZSentTransfers, ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      reply.header('Cache-Control', 'private, no-store');
      return { items: await sentTransfers(ctx(req.id), user.id) };
    },
  );

  app.get(
    '/transfers/:token',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: "What a transfer's link offers: the event, the tickets, who sent them",
        params: ZTransferTokenParams,
        response: { 200: ZTransferOffer, ...failures },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return transferOffer(ctx(req.id), req.params.token);
    },
  );

  app.post(
    '/transfers/:token/accept',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Accept tickets sent to you: they are re-issued to your account with new codes',
        params: ZTransferTokenParams,
        response: { 200: z.object({ ticketIds: z.array(z.number().int()) }), ...failures },
      },
    },
    async (req) => {
      const user = await req.requireUser();
      return acceptTransfer(ctx(req.id), user, req.params.token);
    },
  );

  app.get(
    '/profile/tickets/:ticketId/qr.svg',
    {
      schema: {
        tags,
        summary: "The QR code of a ticket sent to you (its holder's only)",
        params: z.object({ ticketId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      const ticket = await heldTicket(app.db, user.id, req.params.ticketId);
      if (!ticket) throw new AppError('not_found', TRANSFER_TEXT.noSuchTicket);
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'private, max-age=3600')
        .send(await ticketQrSvg(app.ticketSigner.sign(ticket)));
    },
  );
};

export default transferRoutes;
