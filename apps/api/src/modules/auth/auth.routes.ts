import { clientAddress } from '../../lib/client-address.js';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthMessageResponse,
  ZErrorResponse,
  ZForgotPasswordRequest,
  ZGoogleCallbackQuery,
  ZGoogleStartQuery,
  ZHostStatusResponse,
  ZHostStatusSignedOut,
  ZPublicUser,
  ZResendOtpRequest,
  ZResetPasswordRequest,
  ZSigninRequest,
  ZSigninResponse,
  ZSignupRequest,
  ZSignupResponse,
  ZVerifyRequest,
  ZVerifyResponse,
  type TGoogleFailureReason,
} from '@tribe/contracts';
import { AUTH_MESSAGES } from './auth.texts.js';
import type { AppConfig } from '../../config.js';
import { AppError, STATUS_TEXT } from '../../lib/errors.js';
import { SESSION_COOKIE, sessionTokenOf } from '../../plugins/session.js';
import {
  GOOGLE_FLOW_COOKIE,
  GOOGLE_FLOW_MAX_AGE_SECONDS,
  GoogleSignIn,
  googleSuccessPath,
  readGoogleFlow,
} from './auth.google.js';
import {
  endSession,
  googleAccount,
  GoogleSignInError,
  hostStatus,
  keepSessionAlive,
  knowDevice,
  resetPassword,
  sendCode,
  signin,
  signup,
  startSession,
  sweepAccounts,
  toPublicUser,
  verifyCode,
  type AuthContext,
} from './auth.service.js';
import { RateLimitedError } from './auth.throttle.js';
import { requestLocale, requestedLocale } from '../../lib/request-locale.js';
import { setSessionCookie } from './session-cookie.js';

/** Error answers of these routes: the app's shape, plus `success: false` (and `retryAfter` on 429). */
const ZAuthFailure = ZErrorResponse.extend({
  success: z.literal(false).optional(),
  retryAfter: z.number().int().optional(),
});
const failures = { 400: ZAuthFailure, 401: ZAuthFailure, 403: ZAuthFailure, 409: ZAuthFailure, 429: ZAuthFailure };

const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * The accounts API (docs/accounts.md). Routes only translate HTTP: the rules are in
 * auth.service.ts. Every answer is `no-store`: none of it may sit in a shared cache.
 */
const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const secure = config.publicUrl.startsWith('https://');
  const google = config.google ? new GoogleSignIn(config.google, config) : null;

  const context = (req: FastifyRequest): AuthContext => ({
    db: app.db,
    config,
    mail: app.mail,
    address: clientAddress(req),
    deviceId: req.deviceId(),
    now: new Date(),
    locale: requestedLocale(req),
  });

  /**
   * Signs the user in: a new session, and its cookie (persistent only with 'Remember me'). The
   * browser's device (given an id now if it had none) becomes a known device of the account.
   */
  const signIn = async (req: FastifyRequest, reply: FastifyReply, userId: number, rememberMe: boolean) => {
    const ctx = context(req);
    const { token } = await startSession(ctx, userId, {
      rememberMe,
      userAgent: req.headers['user-agent'],
      replacing: sessionTokenOf(req),
    });
    setSessionCookie(reply, token, { secure, rememberMe });
    await knowDevice(ctx, userId, reply.ensureDeviceId());
  };

  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // Domain errors keep the app's shape and add `success: false` (the sign-in form shows
  // `message` either way); anything else goes to the app's handler.
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (!(err instanceof AppError)) throw err;
    if (err instanceof RateLimitedError) reply.header('Retry-After', String(err.retryAfterSeconds));
    return reply.status(err.statusCode).send({
      statusCode: err.statusCode,
      code: err.code,
      error: STATUS_TEXT[err.statusCode] ?? 'Error',
      message: err.message,
      success: false as const,
      ...(err instanceof RateLimitedError ? { retryAfter: err.retryAfterSeconds } : {}),
    });
  });

  const routeOpts = { bodyLimit: 16 * 1024 };
  const tags = ['auth'];

  app.post(
    '/auth/signup',
    {
      ...routeOpts,
      schema: {
        tags,
        summary: 'Create an account and mail a 6-digit code',
        body: ZSignupRequest,
        response: { 201: ZSignupResponse, ...failures },
      },
    },
    async (req, reply) => {
      await signup(context(req), req.body, requestLocale(req));
      // One answer whether or not the email already has an account (decision 018): the new
      // account's id would tell the two apart, so `userId` is always 0 (verify answers the user).
      return reply.status(201).send({ success: true as const, userId: 0, message: AUTH_MESSAGES.signupDone });
    },
  );

  app.post(
    '/auth/verify',
    {
      ...routeOpts,
      schema: {
        tags,
        summary: 'Check a code: signup (verifies and signs in) or password-reset (checks only)',
        body: ZVerifyRequest,
        response: { 200: ZVerifyResponse, ...failures },
      },
    },
    async (req, reply) => {
      const { user, isHostSignup } = await verifyCode(context(req), req.body);
      if (!user) return { success: true as const, message: AUTH_MESSAGES.resetCodeAccepted, user: null, isHostSignup };
      await signIn(req, reply, user.id, false);
      return {
        success: true as const,
        message: AUTH_MESSAGES.verified,
        user: await toPublicUser(app.db, user),
        isHostSignup,
      };
    },
  );

  app.post(
    '/auth/resend-otp',
    {
      ...routeOpts,
      schema: {
        tags,
        summary: 'Mail a new code (same answer whether or not the email has an account)',
        body: ZResendOtpRequest,
        response: { 200: ZAuthMessageResponse, ...failures },
      },
    },
    async (req) => {
      await sendCode(context(req), req.body);
      return { success: true as const, message: AUTH_MESSAGES.codeSent };
    },
  );

  app.post(
    '/auth/signin',
    {
      ...routeOpts,
      schema: {
        tags,
        summary: 'Sign in with username or email and password',
        body: ZSigninRequest,
        response: { 200: ZSigninResponse, ...failures },
      },
    },
    async (req, reply) => {
      let user;
      try {
        user = await signin(context(req), req.body);
      } catch (err) {
        // Every browser that tries gets a device id (signIn gives one on success), so its next
        // attempts can be told from everyone else's.
        reply.ensureDeviceId();
        throw err;
      }
      await signIn(req, reply, user.id, req.body.rememberMe);
      return { success: true as const, user: await toPublicUser(app.db, user), message: AUTH_MESSAGES.signedIn };
    },
  );

  app.post(
    '/auth/logout',
    {
      ...routeOpts,
      schema: { tags, summary: 'End this session', response: { 200: ZAuthMessageResponse, ...failures } },
    },
    async (req, reply) => {
      const token = sessionTokenOf(req);
      if (token) await endSession(app.db, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
      return { success: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user; 401 when signed out',
        response: { 200: ZPublicUser, 401: ZAuthFailure },
      },
    },
    async (req) => {
      const user = await req.requireUser();
      const token = sessionTokenOf(req);
      if (token) await keepSessionAlive(app.db, token, new Date());
      return toPublicUser(app.db, user);
    },
  );

  app.get(
    '/auth/host-status',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in user is a host and must finish onboarding',
        response: { 200: ZHostStatusResponse, 401: ZHostStatusSignedOut },
      },
    },
    async (req, reply) => {
      const user = await req.getUser();
      if (!user)
        return reply.status(401).send({
          statusCode: 401,
          code: 'unauthorized',
          error: 'Unauthorized',
          message: AUTH_MESSAGES.signedOut,
          success: false,
          isHost: false,
          needsOnboarding: false,
          reason: 'signed_out' as const,
          onboardingComplete: false,
        });
      return hostStatus(app.db, user);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      ...routeOpts,
      schema: {
        tags,
        summary: 'Mail a password-reset code (same answer whether or not the email has an account)',
        body: ZForgotPasswordRequest,
        response: { 200: ZAuthMessageResponse, ...failures },
      },
    },
    async (req) => {
      await sendCode(context(req), { email: req.body.email, type: 'password-reset' });
      return { success: true as const, message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      ...routeOpts,
      schema: {
        tags,
        summary: 'Set a new password with the mailed code; ends every session',
        body: ZResetPasswordRequest,
        response: { 200: ZAuthMessageResponse, ...failures },
      },
    },
    async (req) => {
      await resetPassword(context(req), req.body);
      return { success: true as const, message: AUTH_MESSAGES.passwordReset };
    },
  );

  // --- Google ------------------------------------------------------------------------------

  const googleFailure = (reply: FastifyReply, reason: TGoogleFailureReason) =>
    reply.redirect(`/auth/signin?googleAuth=error&reason=${reason}`, 302);

  const flowCookie = { path: '/api/auth/google', httpOnly: true, sameSite: 'lax' as const, secure, signed: true };

  app.get(
    '/auth/google',
    {
      schema: {
        tags,
        summary: 'Start Google sign-in (302 to Google); ?type=host, ?returnTo=/same/site/path',
        querystring: ZGoogleStartQuery,
      },
    },
    async (req, reply) => {
      if (!google) return googleFailure(reply, 'unavailable');
      let started;
      try {
        started = await google.start({
          type: req.query.type === 'host' ? 'host' : undefined,
          returnTo: req.query.returnTo,
        });
      } catch (err) {
        req.log.error({ err }, 'Google sign-in: provider discovery failed');
        return googleFailure(reply, 'unavailable');
      }
      reply.setCookie(GOOGLE_FLOW_COOKIE, JSON.stringify(started.flow), {
        ...flowCookie,
        maxAge: GOOGLE_FLOW_MAX_AGE_SECONDS,
      });
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    { schema: { tags, summary: 'Where Google returns; 302 into the app', querystring: ZGoogleCallbackQuery } },
    async (req, reply) => {
      if (!google) return googleFailure(reply, 'unavailable');
      const flow = readGoogleFlow(req, GOOGLE_FLOW_COOKIE);
      reply.clearCookie(GOOGLE_FLOW_COOKIE, flowCookie);
      if (!flow) return googleFailure(reply, 'expired');
      if (req.query.error !== undefined) return googleFailure(reply, 'cancelled');
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
      let user;
      try {
        const claims = await google.finish(query, flow);
        user = await googleAccount(context(req), claims, flow.type === 'host' ? 'host' : undefined, requestLocale(req));
      } catch (err) {
        if (err instanceof GoogleSignInError) return googleFailure(reply, err.reason);
        req.log.warn({ err }, 'Google sign-in failed');
        return googleFailure(reply, 'failed');
      }
      await signIn(req, reply, user.id, false);
      return reply.redirect(googleSuccessPath(flow.returnTo, flow.type), 302);
    },
  );

  // --- housekeeping ------------------------------------------------------------------------

  let timer: NodeJS.Timeout | null = null;
  const runSweep = () =>
    sweepAccounts(app.db, new Date())
      .then((r) => r.unverifiedUsers && app.log.info(r, 'removed sign-ups never verified'))
      .catch((err: unknown) => app.log.error({ err }, 'account sweep failed'));
  app.addHook('onReady', async () => {
    await runSweep();
    timer = setInterval(() => void runSweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};

export default authRoutes;
