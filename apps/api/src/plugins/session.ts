import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { SESSION_TEXT } from './session.texts.js';

export const SESSION_COOKIE = 'tikiti_session';

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in marketplace user, or null. The session is looked up on the first call only,
     * so routes that never ask (static files, the public catalogue) cost no query.
     */
    getUser(): Promise<SessionUser | null>;
    /** The signed-in user; throws AppError `unauthorized` when no one is signed in. */
    requireUser(): Promise<SessionUser>;
    sessionLookup: Promise<SessionUser | null> | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session token the request's signed cookie carries, or null (absent, unsigned or tampered). */
export function sessionTokenOf(req: FastifyRequest): string | null {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** Only the token's hash is stored, and expired sessions are ignored. */
async function lookupSessionUser(app: FastifyInstance, req: FastifyRequest): Promise<SessionUser | null> {
  const token = sessionTokenOf(req);
  if (!token) return null;
  const rows = await app.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.user ?? null;
}

/**
 * Resolves the session cookie to a user when a route asks (`req.getUser()` or
 * `req.requireUser()`), at most once per request.
 */
export default fp(
  async (app) => {
    app.decorateRequest('sessionLookup', null);
    app.decorateRequest('getUser', function (this: FastifyRequest) {
      this.sessionLookup ??= lookupSessionUser(app, this);
      return this.sessionLookup;
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const user = await this.getUser();
      if (!user) throw new AppError('unauthorized', SESSION_TEXT.notSignedIn);
      return user;
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
