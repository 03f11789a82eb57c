import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_REAUTH_MINUTES, ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_MAX_HOURS } from '@tribe/contracts';
import type { AppConfig } from '../config.js';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { adminUsers, sessions } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { hashToken } from './session.js';
import { SESSION_TEXT } from './session.texts.js';

/**
 * Admin sessions (docs/admin.md): apart from users' in every way a browser can tell. Their own
 * cookie (`tikiti_admin`, SameSite=Strict, only sent to /api), their own rows (sessions with
 * `admin_user_id`, never `user_id`), short lives (30 minutes idle, 8 hours at most), and a
 * second-factor code within the last 5 minutes for money actions. A user's session token in the
 * admin cookie finds nothing, and an admin's cookie is never read as a user's.
 */
export const ADMIN_COOKIE = 'tikiti_admin';
export const ADMIN_COOKIE_PATH = '/api';

export type AdminRow = typeof adminUsers.$inferSelect;

export interface AdminSession {
  admin: AdminRow;
  sessionId: number;
  createdAt: Date;
  reauthenticatedAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin's session, or null; looked up once per request. */
    getAdmin(): Promise<AdminSession | null>;
    /** The signed-in admin; throws 401 `admin_unauthorized` otherwise. */
    requireAdmin(): Promise<AdminSession>;
    /**
     * The signed-in admin who gave a second-factor code within ADMIN_REAUTH_MINUTES (money
     * actions); throws 401 `admin_unauthorized` or `reauth_required`.
     */
    requireRecentAdminAuth(): Promise<AdminSession>;
    adminLookup: Promise<AdminSession | null> | null;
  }
}

const IDLE_MS = ADMIN_SESSION_IDLE_MINUTES * 60_000;
const MAX_MS = ADMIN_SESSION_MAX_HOURS * 3600_000;
const REAUTH_MS = ADMIN_REAUTH_MINUTES * 60_000;
/** `last_seen_at` is written at most this often: a busy admin page does not write per request. */
const TOUCH_EVERY_MS = 60_000;

export const adminUnauthorized = () => new AppError('admin_unauthorized', SESSION_TEXT.adminSignIn);
export const reauthRequired = () => new AppError('reauth_required', SESSION_TEXT.reauth);

/** The admin token the request's signed admin cookie carries, or null. */
export function adminTokenOf(req: FastifyRequest): string | null {
  const raw = req.cookies[ADMIN_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

async function lookupAdmin(db: Db, req: FastifyRequest, now: Date): Promise<AdminSession | null> {
  const token = adminTokenOf(req);
  if (!token) return null;
  const [row] = await db
    .select({ admin: adminUsers, session: sessions })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminUserId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNotNull(sessions.adminUserId),
        isNull(sessions.userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
        isNull(adminUsers.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  return {
    admin: row.admin,
    sessionId: row.session.id,
    createdAt: row.session.createdAt,
    reauthenticatedAt: row.session.reauthenticatedAt,
  };
}

/**
 * Starts an admin session after both factors: a new row (8 hours at most, the second factor
 * counted as just given) and its cookie. Ends the session the browser already had, if any.
 * `also` runs in the same transaction (the sign-in's audit row, an enrolment).
 */
export async function startAdminSession(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  adminUserId: number,
  now: Date,
  also?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const previous = adminTokenOf(req);
  const token = randomBytes(32).toString('base64url');
  await app.db.transaction(async (tx) => {
    if (previous) await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      adminUserId,
      expiresAt: new Date(now.getTime() + MAX_MS),
      createdAt: now,
      lastSeenAt: now,
      reauthenticatedAt: now,
      userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
    });
    await tx.update(adminUsers).set({ lastSignInAt: now }).where(eq(adminUsers.id, adminUserId));
    if (also) await also(tx);
  });
  reply.setCookie(ADMIN_COOKIE, token, adminCookieOptions(app.config));
}

/**
 * Ends the request's admin session (its row and its cookie). `also` runs in the same transaction
 * with the admin whose session it was (the sign-out's audit row).
 */
export async function endAdminSession(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  also?: (tx: Tx, adminUserId: number) => Promise<void>,
) {
  const token = adminTokenOf(req);
  if (token)
    await app.db.transaction(async (tx) => {
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNotNull(sessions.adminUserId)))
        .returning({ adminUserId: sessions.adminUserId });
      const adminUserId = ended[0]?.adminUserId;
      if (adminUserId && also) await also(tx, adminUserId);
    });
  reply.clearCookie(ADMIN_COOKIE, adminCookieOptions(app.config));
}

/** Counts the second factor as given now for this session (re-authentication). */
export async function markReauthenticated(db: DbOrTx, sessionId: number, now: Date) {
  await db.update(sessions).set({ reauthenticatedAt: now, lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of an admin (disabled, TOTP reset). */
export async function endAllAdminSessions(db: Db, adminUserId: number) {
  await db.delete(sessions).where(eq(sessions.adminUserId, adminUserId));
}

export function adminCookieOptions(config: Pick<AppConfig, 'publicUrl'>) {
  return {
    path: ADMIN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.publicUrl.startsWith('https://'),
    signed: true,
  };
}

export default fp(
  async (app) => {
    app.decorateRequest('adminLookup', null);
    app.decorateRequest('getAdmin', function (this: FastifyRequest) {
      this.adminLookup ??= lookupAdmin(app.db, this, new Date());
      return this.adminLookup;
    });
    app.decorateRequest('requireAdmin', async function (this: FastifyRequest) {
      const session = await this.getAdmin();
      if (!session) throw adminUnauthorized();
      return session;
    });
    app.decorateRequest('requireRecentAdminAuth', async function (this: FastifyRequest) {
      const session = await this.requireAdmin();
      const at = session.reauthenticatedAt?.getTime() ?? 0;
      if (Date.now() - at > REAUTH_MS) throw reauthRequired();
      return session;
    });
  },
  { name: 'admin-session', dependencies: ['@fastify/cookie'] },
);

/** Rows of sessions older than their limits, for the accounts sweep. */
export const expiredAdminSessions = (now: Date) =>
  and(
    isNotNull(sessions.adminUserId),
    sql`(${sessions.expiresAt} <= ${now.toISOString()}::timestamptz OR ${sessions.lastSeenAt} <= ${new Date(now.getTime() - IDLE_MS).toISOString()}::timestamptz)`,
  );
