import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PENDING_SIGN_IN_MINUTES,
  ZAdminCodeRequest,
  ZAdminMe,
  ZAdminOk,
  ZAdminPasswordRequest,
  ZAdminPasswordResponse,
  ZErrorResponse,
} from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import {
  adminCookieOptions,
  endAdminSession,
  markReauthenticated,
  startAdminSession,
  type AdminSession,
} from '../../plugins/admin-session.js';
import { acceptTotpCode, checkAdminPassword, findAdmin, totpSecretOf } from './admin-auth.service.js';
import { ADMIN_AUTH_TEXT as T } from './admin-auth.texts.js';

/** The half-signed-in step between the password and the code: a signed, short-lived cookie. */
export const ADMIN_PENDING_COOKIE = 'tikiti_admin_pending';
const PENDING_PATH = '/api/admin/auth';
const PENDING_MS = ADMIN_PENDING_SIGN_IN_MINUTES * 60_000;

const failures = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse };
const tags = ['admin'];

export const adminMe = (s: AdminSession) => ({
  id: s.admin.id,
  email: s.admin.email,
  name: s.admin.name,
  reauthenticatedAt: s.reauthenticatedAt?.toISOString() ?? null,
});

/**
 * Admin sign-in (docs/admin.md): password, then a code from the authenticator app; sign-out;
 * re-authentication for money actions; who is signed in.
 */
const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const pendingOptions = { ...adminCookieOptions(app.config), path: PENDING_PATH };

  /** The admin whose password this browser gave in the last few minutes, or null. */
  const pendingAdminId = (req: FastifyRequest): number | null => {
    const raw = req.cookies[ADMIN_PENDING_COOKIE];
    if (!raw) return null;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const [id, until] = unsigned.value.split('.').map(Number);
    return id && until && until > Date.now() ? id : null;
  };
  const setPending = (reply: FastifyReply, adminId: number, now: Date) =>
    reply.setCookie(ADMIN_PENDING_COOKIE, `${adminId}.${now.getTime() + PENDING_MS}`, {
      ...pendingOptions,
      maxAge: PENDING_MS / 1000,
    });

  app.post(
    '/auth/password',
    {
      schema: {
        tags,
        summary: 'Admin sign-in, step one: email and password',
        body: ZAdminPasswordRequest,
        response: { 200: ZAdminPasswordResponse, ...failures },
      },
    },
    async (req, reply) => {
      const now = new Date();
      const admin = await checkAdminPassword(app.db, req.body.email, req.body.password);
      setPending(reply, admin.id, now);
      return { next: totpSecretOf(admin, app.payoutCipher, app.config) ? ('totp' as const) : ('enroll' as const) };
    },
  );

  app.post(
    '/auth/totp',
    {
      schema: {
        tags,
        summary: 'Admin sign-in, step two: the code from the authenticator app',
        body: ZAdminCodeRequest,
        response: { 200: ZAdminMe, ...failures },
      },
    },
    async (req, reply) => {
      const now = new Date();
      const adminId = pendingAdminId(req);
      const admin = adminId ? await findAdmin(app.db, adminId) : null;
      if (!admin) throw new AppError('admin_unauthorized', T.pendingExpired);
      const secret = totpSecretOf(admin, app.payoutCipher, app.config);
      if (!secret) throw new AppError('conflict', T.notEnrolled);
      await acceptTotpCode(app.db, admin, secret, req.body.code, now);
      await startAdminSession(app, req, reply, admin.id, now);
      reply.clearCookie(ADMIN_PENDING_COOKIE, pendingOptions);
      return { id: admin.id, email: admin.email, name: admin.name, reauthenticatedAt: now.toISOString() };
    },
  );

  app.post(
    '/auth/reauth',
    {
      schema: {
        tags,
        summary: 'Give a code again before a money action (valid for a few minutes)',
        body: ZAdminCodeRequest,
        response: { 200: ZAdminMe, ...failures },
      },
    },
    async (req) => {
      const now = new Date();
      const session = await req.requireAdmin();
      const secret = totpSecretOf(session.admin, app.payoutCipher, app.config);
      if (!secret) throw new AppError('conflict', T.notEnrolled);
      await acceptTotpCode(app.db, session.admin, secret, req.body.code, now);
      await markReauthenticated(app, session.sessionId, now);
      return adminMe({ ...session, reauthenticatedAt: now });
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Sign out of the admin area', response: { 200: ZAdminOk, ...failures } } },
    async (req, reply) => {
      await endAdminSession(app, req, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    { schema: { tags, summary: 'The signed-in admin', response: { 200: ZAdminMe, ...failures } } },
    async (req) => adminMe(await req.requireAdmin()),
  );
};

export default adminAuthRoutes;
