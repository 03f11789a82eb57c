import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema/index.js';

export const SESSION_COOKIE = 'tikiti_session';

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in marketplace user, or null. Loaded lazily by `loadUser`. */
    user: SessionUser | null;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Resolves the session cookie to a user on every request. Only the token's hash is stored, and
 * expired sessions are ignored.
 */
export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const raw = req.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const rows = await app.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(unsigned.value)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    req.user = rows[0]?.user ?? null;
  });
});
