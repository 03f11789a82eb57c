import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZErrorResponse,
  ZMyTicketsResponse,
  ZOrderTokenParams,
  ZResendTicketsRequest,
  ZResendTicketsResponse,
  zOrderToken,
} from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import { ticketOfOrder, ticketOrdersOf } from './tickets.repository.js';
import { AppError } from '../../lib/errors.js';
import { requestedLocale } from '../../lib/request-locale.js';
import { JOB, findOrderByToken, orderView, orderViews } from '../checkout/index.js';
import { orderCalendar, ticketQrSvg, ticketsPdf } from './ticket-files.js';
import { TICKETS_TEXT } from './tickets.texts.js';
import { receivedTickets } from './ticket-transfers.service.js';
import { markReturnable } from './ticket-returns.service.js';

const tags = ['tickets'];
const failures = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse };

/** A paid order or a live reservation: the only orders whose tickets can be downloaded. */
async function orderWithTickets(app: Parameters<FastifyPluginAsyncZod>[0], token: string) {
  const order = await findOrderByToken(app.db, token);
  const view = await orderView(app.db, app.ticketSigner, order.id);
  if (view.tickets.length === 0) throw new AppError('not_found', TICKETS_TEXT.noTicketsYet);
  return view;
}

/** Ticket files by order token, the resend page, and the profile's "My tickets". */
const ticketsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/orders/:token/tickets.pdf',
    { schema: { tags, summary: 'The tickets as a PDF', params: ZOrderTokenParams } },
    async (req, reply) => {
      const order = await orderWithTickets(app, req.params.token);
      const pdf = await ticketsPdf(order, { publicUrl: config.publicUrl });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="tickets-${order.reference}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/orders/:token/calendar.ics',
    { schema: { tags, summary: 'The date as a calendar file', params: ZOrderTokenParams } },
    async (req, reply) => {
      const order = await orderWithTickets(app, req.params.token);
      const ics = orderCalendar(order, { publicUrl: config.publicUrl });
      if (!ics) throw new AppError('not_found', TICKETS_TEXT.noCalendarDate);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${order.reference}.ics"`)
        .header('Cache-Control', 'private, no-store')
        .send(ics);
    },
  );

  app.get(
    '/orders/:token/tickets/:ticketId/qr.svg',
    {
      schema: {
        tags,
        summary: "A ticket's QR code (its signed payload)",
        params: z.object({ token: zOrderToken, ticketId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (req, reply) => {
      // One ticket, signed once: the success page asks for every ticket's image at the same time.
      const ticket = await ticketOfOrder(app.db, req.params.token, req.params.ticketId);
      if (!ticket) throw new AppError('not_found', TICKETS_TEXT.noSuchTicket);
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'private, max-age=3600')
        .send(await ticketQrSvg(app.ticketSigner.sign(ticket)));
    },
  );

  app.get(
    '/tickets/public-key',
    { schema: { tags, summary: 'The public key door scanners verify ticket QR codes with (SPKI PEM)' } },
    async (_req, reply) =>
      reply
        .header('Content-Type', 'application/x-pem-file')
        .header('Cache-Control', 'public, max-age=3600')
        .send(app.ticketSigner.publicKeyPem()),
  );

  app.post(
    '/orders/resend',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: "Mail a buyer's tickets to the address on the orders (the answer never says whether there are any)",
        body: ZResendTicketsRequest,
        response: { 202: ZResendTicketsResponse, ...failures },
      },
    },
    async (req, reply) => {
      await app.jobs.send(
        JOB.resendTickets,
        // The mail is written in the language the page asked in (else the newest order's).
        { email: req.body.email, locale: requestedLocale(req) },
        { singletonKey: `resend-${req.body.email.toLowerCase()}` },
      );
      reply.code(202);
      return { success: true as const, message: TICKETS_TEXT.resendSent };
    },
  );

  app.get(
    '/profile/tickets',
    {
      schema: {
        tags,
        summary: "The signed-in person's tickets: upcoming, then past",
        response: { 200: ZMyTicketsResponse, ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      reply.header('Cache-Control', 'private, no-store');
      const now = new Date();
      const rows = await ticketOrdersOf(app.db, user);
      const isPast = (r: { startsAt: Date | null; endsAt: Date | null }) => {
        const end = r.endsAt ?? r.startsAt;
        return end !== null && end.getTime() < now.getTime();
      };
      const views = await orderViews(
        app.db,
        app.ticketSigner,
        rows.map((r) => r.id),
        now,
      );
      await markReturnable(app.db, views, now);
      // orderViews keeps the order of the ids it is given (soonest first).
      const past = new Set(rows.filter(isPast).map((r) => r.id));
      const idOf = new Map(views.map((v, i) => [v, rows[i]!.id]));
      return {
        upcoming: views.filter((v) => !past.has(idOf.get(v)!)),
        past: views.filter((v) => past.has(idOf.get(v)!)).reverse(),
        received: await receivedTickets({ db: app.db, signer: app.ticketSigner }, user.id),
      };
    },
  );
};

export default ticketsRoutes;
