import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { adminUsers, sessions } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { ADMIN_COOKIE, type AdminRow } from '../../plugins/admin-session.js';
import { hashToken } from '../../plugins/session.js';
import type { Engine } from '../../test/database.js';
import { useHostAreaCast } from '../host-area/team.test-support.js';
import { encryptTotpSecret } from './admin-auth.service.js';
import { newTotpSecret } from './totp.js';

export const ADMIN_TEST_PASSWORD = 'Serengeti#Migration2026';

let n = 0;

/**
 * An admin account made straight in the database: enrolled with a fresh TOTP secret (returned)
 * unless `enrolled: false`.
 */
export async function createAdmin(
  app: FastifyInstance,
  opts: { email?: string; name?: string; enrolled?: boolean; disabled?: boolean } = {},
): Promise<{ admin: AdminRow; secret: string | null; password: string }> {
  const email = opts.email ?? `admin${Date.now().toString(36)}${++n}@tikiti.test`;
  const [admin] = await app.db
    .insert(adminUsers)
    .values({
      email,
      name: opts.name ?? 'Test Admin',
      passwordHash: await hashPassword(ADMIN_TEST_PASSWORD),
      disabledAt: opts.disabled ? new Date() : null,
    })
    .returning();
  let secret: string | null = null;
  if (opts.enrolled !== false) {
    secret = newTotpSecret();
    const { eq } = await import('drizzle-orm');
    await app.db
      .update(adminUsers)
      .set({ totpSecretEncrypted: encryptTotpSecret(app.payoutCipher, admin!.id, secret), totpEnabledAt: new Date() })
      .where(eq(adminUsers.id, admin!.id));
  }
  return { admin: admin!, secret, password: ADMIN_TEST_PASSWORD };
}

/**
 * A `cookie` header value of a new admin session for `adminId`, made straight in the database.
 * `fresh` (default true): the second factor counts as just given, so money actions pass;
 * false: given an hour ago, so they answer `reauth_required`.
 */
export async function adminCookie(
  app: FastifyInstance,
  adminId: number,
  opts: { fresh?: boolean; now?: Date } = {},
): Promise<string> {
  const now = opts.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await app.db.insert(sessions).values({
    tokenHash: hashToken(token),
    adminUserId: adminId,
    expiresAt: new Date(now.getTime() + 8 * 3600_000),
    createdAt: now,
    lastSeenAt: now,
    reauthenticatedAt: opts.fresh === false ? new Date(now.getTime() - 3600_000) : now,
  });
  return `${ADMIN_COOKIE}=${encodeURIComponent(app.signCookie(token))}`;
}

/** An enrolled admin and a fresh session cookie for it, in one call. */
export async function signedInAdmin(app: FastifyInstance, opts: { fresh?: boolean } = {}) {
  const made = await createAdmin(app);
  return { ...made, cookie: await adminCookie(app, made.admin.id, opts) };
}

/**
 * The admin area's describe block: an app and its cast (`useHostAreaCast`) and a signed-in
 * admin, made before the first test and closed after the last.
 */
export function useAdminCast(engine: Engine) {
  const suite = useHostAreaCast(engine);
  const admin = {} as Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    Object.assign(admin, await signedInAdmin(suite.ctx.app));
  });
  return { ...suite, admin };
}
