import { clientAddress } from '../../lib/client-address.js';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PENDING_SIGN_IN_MINUTES,
  ZAdminAccount,
  ZAdminCodeRequest,
  ZAdminEnrollment,
  ZAdminEnrollmentDone,
  ZAdminMe,
  ZAdminOk,
  ZAdminPasswordRequest,
  ZAdminPasswordResponse,
  ZAdminRecoveryCodes,
  ZAdminSignInCodeRequest,
} from '@tribe/contracts';
import type { Tx } from '../../db/client.js';
import { AppError, errorResponses } from '../../lib/errors.js';
import {
  adminCookieOptions,
  endAdminSession,
  markReauthenticated,
  startAdminSession,
  type AdminRow,
  type AdminSession,
} from '../../plugins/admin-session.js';
import { recordAudit } from '../audit/index.js';
import {
  acceptRecoveryCode,
  CodeUsedError,
  acceptTotpCode,
  adminAttemptSucceeded,
  checkAdminPassword,
  confirmEnrollment,
  enrollmentOf,
  findAdmin,
  pendingSignInOf,
  spendPendingSignIn,
  startPendingSignIn,
  findAdminForAudit,
  issueRecoveryCodes,
  recoveryCodesLeft,
  takeAdminAttempt,
  totpSecretOf,
} from './admin-auth.service.js';
import { ADMIN_AUTH_TEXT as T } from './admin-auth.texts.js';

/** The half-signed-in step between the password and the code: a cookie naming a stored, short-lived, single-use row. */
export const ADMIN_PENDING_COOKIE = 'tikiti_admin_pending';
const PENDING_PATH = '/api/admin/auth';
/**
 * A device an admin has signed in on (both steps): a signed cookie naming the admin and a random
 * id, read only by the sign-in steps. With it, the steps count on the device's own counter
 * (takeAdminAttempt), so strangers' wrong passwords do not lock the admin out.
 */
export const ADMIN_DEVICE_COOKIE = 'tikiti_admin_device';
const ADMIN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const PENDING_MS = ADMIN_PENDING_SIGN_IN_MINUTES * 60_000;

const failures = errorResponses(400, 401, 403, 409, 429);
const tags = ['admin'];
/**
 * The sign-in steps: they run on the password or the half-signed-in cookie, before there is a
 * session, so the group's admin check (admin.routes.ts) leaves them to check their own.
 */
const SIGN_IN = { adminSession: false } as const;

export const adminMe = (s: AdminSession) => ({
  id: s.admin.id,
  email: s.admin.email,
  name: s.admin.name,
  reauthenticatedAt: s.reauthenticatedAt?.toISOString() ?? null,
});

/**
 * Admin sign-in (docs/admin.md): password, then a code from the authenticator app or a recovery
 * code; enrolment at first sign-in; sign-out; re-authentication for money actions; who is signed
 * in; the admin's own account (recovery codes). Each step is throttled per account and per
 * address, and each sign-in, sign-out, enrolment, recovery-code use and failure is audited.
 */
const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const pendingOptions = { ...adminCookieOptions(app.config), path: PENDING_PATH };
  const hmacSecret = app.config.sessionSecret;

  /** This browser's known-device id for the admin with this email, or null (absent, junk or another admin's). */
  const knownAdminDevice = (req: FastifyRequest, email: string): string | null => {
    const raw = req.cookies[ADMIN_DEVICE_COOKIE];
    if (!raw) return null;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const [owner, id] = unsigned.value.split('|');
    return owner === email.trim().toLowerCase() && id ? id : null;
  };
  const rememberAdminDevice = (req: FastifyRequest, reply: FastifyReply, email: string) => {
    if (knownAdminDevice(req, email)) return;
    reply.setCookie(ADMIN_DEVICE_COOKIE, `${email.trim().toLowerCase()}|${randomBytes(16).toString('hex')}`, {
      ...pendingOptions,
      signed: true,
      maxAge: ADMIN_DEVICE_MAX_AGE_SECONDS,
    });
  };

  /**
   * The pending step this browser's cookie names (a random id; the row in the database says which
   * admin and until when), or null: absent, junk, expired, spent or never stored.
   */
  const pendingOf = async (req: FastifyRequest, now: Date) => {
    const raw = req.cookies[ADMIN_PENDING_COOKIE];
    if (!raw) return null;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    return pendingSignInOf(app.db, unsigned.value, now);
  };
  /**
   * The half-signed-in admin and the pending step to spend when the session starts.
   * @throws AppError admin_unauthorized (no password step, too long ago, or already used)
   */
  const pendingAdmin = async (
    req: FastifyRequest,
    now = new Date(),
  ): Promise<{ admin: AdminRow; pendingId: number }> => {
    const pending = await pendingOf(req, now);
    const admin = pending ? await findAdmin(app.db, pending.adminId) : null;
    if (!pending || !admin) throw new AppError('admin_unauthorized', T.pendingExpired);
    return { admin, pendingId: pending.id };
  };
  const setPending = async (reply: FastifyReply, adminId: number, now: Date) => {
    const id = await startPendingSignIn(app.db, adminId, new Date(now.getTime() + PENDING_MS));
    reply.setCookie(ADMIN_PENDING_COOKIE, id, { ...pendingOptions, maxAge: PENDING_MS / 1000 });
  };

  const byAdmin = (req: FastifyRequest, adminId: number) => ({
    kind: 'admin' as const,
    adminId,
    requestId: req.id,
  });
  const audit = (
    tx: Tx,
    req: FastifyRequest,
    adminId: number,
    action: Parameters<typeof recordAudit>[1]['action'],
    details: Record<string, unknown> = {},
  ) =>
    recordAudit(tx, {
      actor: byAdmin(req, adminId),
      hostId: null,
      action,
      subject: { type: 'admin', id: adminId },
      details,
    });
  /** A failed step of a known admin, on record (in its own transaction: the step itself changed nothing). */
  const auditFailure = (req: FastifyRequest, adminId: number, step: string) =>
    app.db.transaction((tx) => audit(tx, req, adminId, 'admin.sign_in_failed', { step }));

  /** Runs a code step: counted against the admin and the address; a success gives the slots back. */
  const codeStep = async <R>(
    req: FastifyRequest,
    adminId: number,
    step: string,
    run: () => Promise<R>,
    email?: string,
  ): Promise<R> => {
    const now = new Date();
    const device = email ? knownAdminDevice(req, email) : null;
    const attempt = await takeAdminAttempt(app.db, 'code', `admin:${adminId}`, clientAddress(req), now, device);
    try {
      const result = await run();
      await adminAttemptSucceeded(app.db, attempt);
      return result;
    } catch (err) {
      if (err instanceof CodeUsedError) await adminAttemptSucceeded(app.db, attempt);
      else if (err instanceof AppError && err.code === 'code_invalid') await auditFailure(req, adminId, step);
      throw err;
    }
  };

  app.post(
    '/auth/password',
    {
      config: SIGN_IN,
      schema: {
        tags,
        summary: 'Admin sign-in, step one: email and password',
        body: ZAdminPasswordRequest,
        response: { 200: ZAdminPasswordResponse, ...failures },
      },
    },
    async (req, reply) => {
      const now = new Date();
      const device = knownAdminDevice(req, req.body.email);
      const attempt = await takeAdminAttempt(app.db, 'password', req.body.email, clientAddress(req), now, device);
      let admin: AdminRow;
      try {
        admin = await checkAdminPassword(app.db, req.body.email, req.body.password);
      } catch (err) {
        const known = await findAdminForAudit(app.db, req.body.email);
        if (known) await auditFailure(req, known.id, 'password');
        throw err;
      }
      await adminAttemptSucceeded(app.db, attempt);
      await setPending(reply, admin.id, now);
      return { next: totpSecretOf(admin, app.payoutCipher, app.config) ? ('totp' as const) : ('enroll' as const) };
    },
  );

  app.post(
    '/auth/totp',
    {
      config: SIGN_IN,
      schema: {
        tags,
        summary: 'Admin sign-in, step two: the authenticator code, or a recovery code',
        body: ZAdminSignInCodeRequest,
        response: { 200: ZAdminMe, ...failures },
      },
    },
    async (req, reply) => {
      const now = new Date();
      const { admin, pendingId } = await pendingAdmin(req, now);
      const secret = totpSecretOf(admin, app.payoutCipher, app.config);
      if (!secret) throw new AppError('conflict', T.notEnrolled);
      const { code, recoveryCode } = req.body;
      await codeStep(
        req,
        admin.id,
        recoveryCode ? 'recovery_code' : 'code',
        () =>
          startAdminSession(app, req, reply, admin.id, now, async (tx) => {
            await spendPendingSignIn(tx, pendingId, now);
            if (recoveryCode) {
              await acceptRecoveryCode(tx, hmacSecret, admin.id, recoveryCode, now);
              await audit(tx, req, admin.id, 'admin.recovery_code_used', {
                left: await recoveryCodesLeft(tx, admin.id),
              });
            } else await acceptTotpCode(tx, admin, secret, code!, now);
            await audit(tx, req, admin.id, 'admin.signed_in', { method: recoveryCode ? 'recovery_code' : 'totp' });
          }),
        admin.email,
      );
      reply.clearCookie(ADMIN_PENDING_COOKIE, pendingOptions);
      rememberAdminDevice(req, reply, admin.email);
      return { id: admin.id, email: admin.email, name: admin.name, reauthenticatedAt: now.toISOString() };
    },
  );

  app.get(
    '/auth/enrollment',
    {
      config: SIGN_IN,
      schema: {
        tags,
        summary: 'First sign-in: the QR code and secret for the authenticator app',
        response: { 200: ZAdminEnrollment, ...failures },
      },
    },
    async (req) => enrollmentOf(app.db, app.payoutCipher, app.config, (await pendingAdmin(req)).admin),
  );

  app.post(
    '/auth/enrollment',
    {
      config: SIGN_IN,
      schema: {
        tags,
        summary: 'First sign-in: confirm the authenticator with a code; answers the recovery codes once',
        body: ZAdminCodeRequest,
        response: { 200: ZAdminEnrollmentDone, ...failures },
      },
    },
    async (req, reply) => {
      const now = new Date();
      const { admin, pendingId } = await pendingAdmin(req, now);
      let recoveryCodes: string[] = [];
      await codeStep(req, admin.id, 'enrollment', () =>
        startAdminSession(app, req, reply, admin.id, now, async (tx) => {
          await spendPendingSignIn(tx, pendingId, now);
          await confirmEnrollment(tx, app.payoutCipher, admin, req.body.code, now);
          recoveryCodes = await issueRecoveryCodes(tx, hmacSecret, admin.id);
          await audit(tx, req, admin.id, 'admin.enrolled');
          await audit(tx, req, admin.id, 'admin.signed_in', { method: 'enrollment' });
        }),
      );
      reply.clearCookie(ADMIN_PENDING_COOKIE, pendingOptions);
      return {
        admin: { id: admin.id, email: admin.email, name: admin.name, reauthenticatedAt: now.toISOString() },
        recoveryCodes,
      };
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
      await codeStep(req, session.admin.id, 'reauth', () =>
        app.db.transaction(async (tx) => {
          await acceptTotpCode(tx, session.admin, secret, req.body.code, now);
          await markReauthenticated(tx, session.sessionId, now);
          await audit(tx, req, session.admin.id, 'admin.reauthenticated');
        }),
      );
      return adminMe({ ...session, reauthenticatedAt: now });
    },
  );

  app.post(
    '/auth/logout',
    // Signing out answers the same with or without a live session (an expired one included).
    {
      config: SIGN_IN,
      schema: { tags, summary: 'Sign out of the admin area', response: { 200: ZAdminOk, ...failures } },
    },
    async (req, reply) => {
      await endAdminSession(app, req, reply, (tx, adminId) => audit(tx, req, adminId, 'admin.signed_out'));
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    { schema: { tags, summary: 'The signed-in admin', response: { 200: ZAdminMe, ...failures } } },
    async (req) => adminMe(await req.requireAdmin()),
  );

  app.get(
    '/account',
    {
      schema: { tags, summary: 'The signed-in admin’s own account', response: { 200: ZAdminAccount, ...failures } },
    },
    async (req) => {
      const { admin } = await req.requireAdmin();
      return {
        id: admin.id,
        email: admin.email,
        name: admin.name,
        enrolledAt: admin.totpEnabledAt?.toISOString() ?? null,
        lastSignInAt: admin.lastSignInAt?.toISOString() ?? null,
        recoveryCodesLeft: await recoveryCodesLeft(app.db, admin.id),
      };
    },
  );

  app.post(
    '/account/recovery-codes',
    {
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working), confirmed with an authenticator code',
        body: ZAdminCodeRequest,
        response: { 200: ZAdminRecoveryCodes, ...failures },
      },
    },
    async (req) => {
      const now = new Date();
      const session = await req.requireAdmin();
      const secret = totpSecretOf(session.admin, app.payoutCipher, app.config);
      if (!secret) throw new AppError('conflict', T.notEnrolled);
      const recoveryCodes = await codeStep(req, session.admin.id, 'recovery_codes', () =>
        app.db.transaction(async (tx) => {
          await acceptTotpCode(tx, session.admin, secret, req.body.code, now);
          const codes = await issueRecoveryCodes(tx, hmacSecret, session.admin.id);
          await audit(tx, req, session.admin.id, 'admin.recovery_codes_regenerated');
          await markReauthenticated(tx, session.sessionId, now);
          return codes;
        }),
      );
      return { recoveryCodes };
    },
  );
};

export default adminAuthRoutes;
