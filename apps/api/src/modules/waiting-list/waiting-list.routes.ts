import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHostEventParams } from '@tribe/contracts';
import {
  ZHostWaitlist,
  ZJoinWaitlistRequest,
  ZWaitlistEntries,
  ZWaitlistEntry,
  ZWaitlistSettingsUpdate,
  ZWaitlistTokenParams,
} from '@tribe/contracts/waiting-list';
import { clientAddress } from '../../lib/client-address.js';
import { errorResponses } from '../../lib/errors.js';
import { requestLocale } from '../../lib/request-locale.js';
import { HOST_FAILURES, requireHostEvent } from '../host-area/index.js';
import {
  entryOfToken,
  hostWaitlist,
  joinWaitlist,
  leaveWaitlist,
  myEntries,
  openOffer,
  updateWaitlistSettings,
} from './waiting-list.service.js';

const failures = errorResponses(400, 401, 403, 404, 409, 410, 429, 502);
const tags = ['waiting list'];

/**
 * The fan's side of the waiting list (decision 050). An entry is named by its unguessable link
 * token (the join's answer and the offer's messages carry it); a signed-in fan also sees theirs.
 */
const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/waiting-list',
    {
      schema: {
        tags,
        summary: 'Join the waiting list of a sold-out ticket type and date (nothing is charged)',
        body: ZJoinWaitlistRequest,
        response: { 201: ZWaitlistEntry, ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.getUser();
      const entry = await joinWaitlist(app, req.body, {
        user,
        deviceId: reply.ensureDeviceId(),
        address: clientAddress(req),
        locale: requestLocale(req),
      });
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(entry);
    },
  );

  app.get(
    '/waiting-list',
    {
      schema: {
        tags,
        summary: 'The signed-in fan’s places in line and open offers',
        response: { 200: ZWaitlistEntries, ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      reply.header('Cache-Control', 'no-store');
      return { entries: await myEntries(app.db, user) };
    },
  );

  app.get(
    '/waiting-list/:token',
    {
      schema: {
        tags,
        summary: 'A place in line: its position and any open offer',
        params: ZWaitlistTokenParams,
        response: { 200: ZWaitlistEntry, ...failures },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return entryOfToken(app.db, req.params.token);
    },
  );

  app.get(
    '/waiting-list/offers/:token',
    {
      schema: {
        tags,
        summary: 'An open offer: the order to pay (410 waitlist_offer_closed once it ran out, was paid or left)',
        params: ZWaitlistTokenParams,
        response: { 200: ZWaitlistEntry, ...failures },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return openOffer(app.db, req.params.token);
    },
  );

  app.delete(
    '/waiting-list/:token',
    {
      schema: {
        tags,
        summary: 'Leave the line (an open offer’s places go at once)',
        params: ZWaitlistTokenParams,
        response: { 200: ZWaitlistEntry, ...failures },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return leaveWaitlist(app, req.params.token);
    },
  );
};

export default waitingListRoutes;

/** The host's side: the setting and the list (`events` permission; host-area group). */
export const hostWaitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const hostTags = ['host', 'waiting list'];
  app.get(
    '/host/events/:eventId/waiting-list',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags: hostTags,
        summary: 'The event’s waiting list: its setting, and every fan with position, offers made and taken',
        params: ZHostEventParams,
        response: { 200: ZHostWaitlist, ...HOST_FAILURES },
      },
    },
    async (req) => hostWaitlist(app.db, req.params.eventId),
  );
  app.put(
    '/host/events/:eventId/waiting-list',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags: hostTags,
        summary: 'Turn the waiting list on or off (null: the default, on for paid events) and set the offer window',
        params: ZHostEventParams,
        body: ZWaitlistSettingsUpdate,
        response: { 200: ZHostWaitlist, ...HOST_FAILURES },
      },
    },
    async (req) => updateWaitlistSettings(app.db, req.params.eventId, req.body),
  );
};
