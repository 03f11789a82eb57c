import { clientAddress } from '../../lib/client-address.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZConfirmEmailRequest,
  ZDeleteAccountRequest,
  ZLocaleUpdateRequest,
  ZMergeSavedEventsRequest,
  ZProfileMessage,
  ZProfileUpdateRequest,
  ZPublicUser,
  ZSavedEventsResponse,
} from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import { AppError, errorResponses } from '../../lib/errors.js';
import { hashToken, SESSION_COOKIE, sessionTokenOf } from '../../plugins/session.js';
import { knowDevice, setSessionCookie, startSession } from '../auth/index.js';
import { findSessionByHash } from './profile.repository.js';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  reloadUser,
  removeProfilePhoto,
  updateLocale,
  requestEmailChange,
  saveEvent,
  saveEvents,
  savedEventsOf,
  setProfilePhoto,
  unsaveEvent,
  updateProfile,
  type AccountContext,
} from './profile.service.js';
import { PROFILE_MESSAGES, PROFILE_TEXT } from './profile.texts.js';

const failures = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);

export const zEventIdParam = z.object({
  eventId: z.coerce
    .number({ message: 'must be an event id' })
    .int('must be an event id')
    .positive('must be an event id')
    .max(2_147_483_647, 'must be an event id'),
});

/** What the account services need from one request (its client address; the time now). */
export const accountContext = (
  app: Pick<FastifyInstance, 'db' | 'mail' | 'storage' | 'payoutCipher'>,
  config: AppConfig,
  req: FastifyRequest,
): AccountContext => ({
  db: app.db,
  config,
  mail: app.mail,
  storage: app.storage,
  cipher: app.payoutCipher,
  address: clientAddress(req),
  now: new Date(),
});

/** Reads the one picture of a multipart upload into memory, bounded by the route's limit. */
export async function readUploadedImage(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', PROFILE_TEXT.pictureAsMultipart);
  const file = await req.file({ limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  if (!file || file.fieldname !== 'file') throw new AppError('validation_failed', 'file: is required');
  const data = await file.toBuffer();
  if (!data.length) throw new AppError('validation_failed', 'file: is empty');
  return data;
}

/**
 * The signed-in user's own account: profile, photo, password, email, saved events, deletion.
 * Every route answers 401 to a signed-out caller and only ever reads or writes the caller's
 * own rows (the user comes from the session, never from the request).
 */
const profileRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1 } });
  const secure = config.publicUrl.startsWith('https://');
  const tags = ['profile'];

  const context = (req: FastifyRequest): AccountContext => ({
    ...accountContext(app, config, req),
    deviceId: req.deviceId(),
  });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const uploadLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

  app.patch(
    '/profile',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Change name and username',
        body: ZProfileUpdateRequest,
        response: { 200: ZPublicUser, ...failures },
      },
    },
    async (req) => updateProfile(context(req), await req.requireUser(), req.body),
  );

  app.patch(
    '/profile/locale',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: "Set the account's language (en or sw): its mails are written in it",
        body: ZLocaleUpdateRequest,
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      await updateLocale(context(req), await req.requireUser(), req.body.locale);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/profile/photo',
    {
      config: uploadLimit,
      schema: {
        tags,
        summary: 'Upload a profile photo (multipart field "file"; JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: ZPublicUser, ...failures },
      },
    },
    async (req) => {
      const user = await req.requireUser();
      return setProfilePhoto(context(req), user, await readUploadedImage(req));
    },
  );

  app.delete(
    '/profile/photo',
    { schema: { tags, summary: 'Remove the profile photo', response: { 200: ZPublicUser, ...failures } } },
    async (req) => removeProfilePhoto(context(req), await req.requireUser()),
  );

  app.post(
    '/profile/password',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Change the password (asks for the current one); other sessions end',
        body: ZChangePasswordRequest,
        response: { 200: ZProfileMessage, ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      const token = sessionTokenOf(req);
      const current = token ? await findSessionByHash(app.db, hashToken(token)) : null;
      await changePassword(context(req), user, req.body);
      // Every session ended with the change; this browser continues under a new one.
      await signInAgain(req, reply, user.id, current?.rememberMe ?? false);
      return { success: true as const, message: PROFILE_MESSAGES.passwordChanged };
    },
  );

  const signInAgain = async (req: FastifyRequest, reply: FastifyReply, userId: number, rememberMe: boolean) => {
    const { token } = await startSession({ db: app.db, now: new Date() }, userId, {
      rememberMe,
      userAgent: req.headers['user-agent'],
      replacing: null,
    });
    setSessionCookie(reply, token, { secure, rememberMe });
    // The browser that proved the password stays a known device (the change forgot them all).
    await knowDevice({ db: app.db, now: new Date() }, userId, reply.ensureDeviceId());
  };

  app.post(
    '/profile/email',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Start an email change (asks for the password; mails a code to the new address)',
        body: ZChangeEmailRequest,
        response: { 200: ZProfileMessage, ...failures },
      },
    },
    async (req) => {
      await requestEmailChange(context(req), await req.requireUser(), req.body);
      return { success: true as const, message: PROFILE_MESSAGES.emailCodeSent };
    },
  );

  app.post(
    '/profile/email/confirm',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Finish an email change with the code from the new address',
        body: ZConfirmEmailRequest,
        response: { 200: ZPublicUser, ...failures },
      },
    },
    async (req) => confirmEmailChange(context(req), await req.requireUser(), req.body.code),
  );

  app.get(
    '/profile/saved-events',
    {
      schema: {
        tags,
        summary: 'Events saved on the account, newest first',
        response: { 200: ZSavedEventsResponse, ...failures },
      },
    },
    async (req) => ({ events: await savedEventsOf(context(req), await req.requireUser()) }),
  );

  app.post(
    '/profile/saved-events/merge',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: "Add a device's saved events to the account (at sign-in); answers the account's list",
        body: ZMergeSavedEventsRequest,
        response: { 200: ZSavedEventsResponse, ...failures },
      },
    },
    async (req) => ({ events: await saveEvents(context(req), await req.requireUser(), req.body.eventIds) }),
  );

  app.put(
    '/profile/saved-events/:eventId',
    {
      schema: {
        tags,
        summary: 'Save an event',
        params: zEventIdParam,
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      await saveEvent(context(req), await req.requireUser(), req.params.eventId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/profile/saved-events/:eventId',
    {
      schema: {
        tags,
        summary: 'Remove a saved event',
        params: zEventIdParam,
        response: { 204: z.null(), ...failures },
      },
    },
    async (req, reply) => {
      await unsaveEvent(context(req), await req.requireUser(), req.params.eventId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/profile',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Delete the account (asks for the password); refused while tickets or host sales are open',
        body: ZDeleteAccountRequest,
        response: { 200: ZProfileMessage, ...failures },
      },
    },
    async (req, reply) => {
      const user = await reloadUser(context(req), (await req.requireUser()).id);
      await deleteAccount(context(req), user, req.body.password);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      return { success: true as const, message: PROFILE_MESSAGES.accountDeleted };
    },
  );
};

export default profileRoutes;
