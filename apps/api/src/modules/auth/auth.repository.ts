import { spendVerificationCode } from '../../db/verification-codes.js';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authThrottles, hosts, sessions, userDevices, users, verificationCodes } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];

const lowerEq = (column: typeof users.username | typeof users.email, value: string) =>
  sql`lower(${column}) = lower(${value})`;

// --- users ---------------------------------------------------------------------------------

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(lowerEq(users.email, email)).limit(1);
  return row ?? null;
}

/** The language of the account with this email, or null when no account has it. */
export async function accountLocaleOf(db: DbOrTx, email: string): Promise<UserRow['locale'] | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(lowerEq(users.email, email)).limit(1);
  return row?.locale ?? null;
}

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(lowerEq(users.username, username)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSubject(db: DbOrTx, subject: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row ?? null;
}

/** Users holding this username or this email (case-insensitive): at most two rows. */
export function findUsersHolding(db: DbOrTx, username: string, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(or(lowerEq(users.username, username), lowerEq(users.email, email)));
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<UserRow, 'passwordHash' | 'emailVerifiedAt' | 'googleSubject' | 'profileImage'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/**
 * Removes a sign-up that was never verified (and only such a one): its codes and sessions go
 * with it. Returns false when the row was verified meanwhile or is gone.
 */
export async function deleteUnverifiedUser(db: DbOrTx, user: UserRow): Promise<boolean> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (!deleted.length) return false;
  await db.delete(verificationCodes).where(sql`lower(${verificationCodes.email}) = lower(${user.email})`);
  return true;
}

/** True when the user owns a host whose onboarding is complete. */
export async function hostOnboardingComplete(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ state: hosts.onboardingState })
    .from(hosts)
    .where(eq(hosts.ownerUserId, userId))
    .limit(1);
  return row?.state === 'complete';
}

// --- sessions ------------------------------------------------------------------------------

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; rememberMe: boolean; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Slides a browser-session (not 'Remember me') session forward: it lives `idleMs` after its
 * last use, and never beyond `maxMs` after it was made. Touches at most once a minute.
 */
export async function touchSession(db: DbOrTx, tokenHash: string, now: Date, idleMs: number, maxMs: number) {
  await db
    .update(sessions)
    .set({
      lastSeenAt: now,
      expiresAt: sql`least(${sessions.createdAt} + ${`${maxMs} milliseconds`}::interval, ${new Date(now.getTime() + idleMs).toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.rememberMe, false),
        gt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - 60_000)),
      ),
    );
}

// --- one-time codes ------------------------------------------------------------------------

/** Stores a new code and retires every earlier one of the same purpose: only the latest works. */
export async function replaceCode(
  db: DbOrTx,
  values: { email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        sql`lower(${verificationCodes.email}) = lower(${values.email})`,
        eq(verificationCodes.purpose, values.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values(values);
}

/** The live code of this purpose for this email: not spent, not expired. */
export async function findLiveCode(
  db: DbOrTx,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        sql`lower(${verificationCodes.email}) = lower(${email})`,
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong guess; the code is spent when it reaches `maxAttempts`. */
export async function recordWrongCode(db: DbOrTx, id: number, maxAttempts: number, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      consumedAt: sql`CASE WHEN ${verificationCodes.attempts} + 1 >= ${maxAttempts} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(eq(verificationCodes.id, id));
}

/** Spends a code; false when someone else spent it first (two requests racing). */
export const consumeCode = spendVerificationCode;

// --- known devices -------------------------------------------------------------------------

/**
 * The account named by its email or username (any case), and whether the device with this hash
 * has signed in to it before: one query whether or not the account exists, or the device is set.
 */
export async function findAccount(
  db: DbOrTx,
  by: 'email' | 'username',
  value: string,
  deviceHash: string | null,
): Promise<{ user: UserRow | null; knownDevice: boolean }> {
  const [row] = await db
    .select({ user: users, device: userDevices.id })
    .from(users)
    .leftJoin(
      userDevices,
      deviceHash ? and(eq(userDevices.userId, users.id), eq(userDevices.deviceHash, deviceHash)) : sql`false`,
    )
    .where(lowerEq(by === 'email' ? users.email : users.username, value))
    .limit(1);
  return { user: row?.user ?? null, knownDevice: row?.device != null };
}

export async function isKnownDevice(db: DbOrTx, userId: number, deviceHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceHash, deviceHash)))
    .limit(1);
  return row !== undefined;
}

/** Remembers that this device signed in to the account (or that it did again now). */
export async function rememberDevice(db: DbOrTx, userId: number, deviceHash: string, now: Date): Promise<void> {
  await db
    .insert(userDevices)
    .values({ userId, deviceHash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [userDevices.userId, userDevices.deviceHash], set: { lastSeenAt: now } });
}

export async function forgetDevices(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(userDevices).where(eq(userDevices.userId, userId));
}

// --- housekeeping --------------------------------------------------------------------------

/**
 * Deletes what has run out: sign-ups never verified since `unverifiedBefore` (unless they own
 * a host), expired sessions, spent or expired codes older than a day, idle throttle counters,
 * known devices not seen since `devicesSeenBefore` (their cookie has expired by then).
 */
export async function sweep(db: DbOrTx, now: Date, unverifiedBefore: Date, devicesSeenBefore: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const removed = await db
    .delete(users)
    .where(
      and(
        isNull(users.emailVerifiedAt),
        lt(users.createdAt, unverifiedBefore),
        sql`NOT EXISTS (SELECT 1 FROM ${hosts} WHERE ${hosts.ownerUserId} = ${users.id})`,
      ),
    )
    .returning({ id: users.id });
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAgo));
  await db.delete(authThrottles).where(lt(authThrottles.lastHitAt, dayAgo));
  await db.delete(userDevices).where(lt(userDevices.lastSeenAt, devicesSeenBefore));
  return { unverifiedUsers: removed.length };
}
