import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authThrottles, hosts, sessions, users, verificationCodes } from '../../db/schema/index.js';

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
export async function consumeCode(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

// --- throttles -----------------------------------------------------------------------------

export interface ThrottleState {
  hits: number;
  windowStartedAt: Date;
}

export async function readThrottle(db: DbOrTx, key: string): Promise<ThrottleState | null> {
  const [row] = await db
    .select({ hits: authThrottles.hits, windowStartedAt: authThrottles.windowStartedAt })
    .from(authThrottles)
    .where(eq(authThrottles.key, key))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one hit in a fixed window, atomically (one statement, safe with several server
 * processes): a window older than `windowMs` starts over at 1.
 */
export async function hitThrottle(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<ThrottleState> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const cutoff = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, hits: 1, windowStartedAt: now, lastHitAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        hits: sql`CASE WHEN ${authThrottles.windowStartedAt} <= ${cutoff} THEN 1 ELSE ${authThrottles.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${authThrottles.windowStartedAt} <= ${cutoff} THEN ${nowSql} ELSE ${authThrottles.windowStartedAt} END`,
        lastHitAt: nowSql,
      },
    })
    .returning({ hits: authThrottles.hits, windowStartedAt: authThrottles.windowStartedAt });
  return row!;
}

export async function clearThrottle(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

// --- housekeeping --------------------------------------------------------------------------

/**
 * Deletes what has run out: sign-ups never verified since `unverifiedBefore` (unless they own
 * a host), expired sessions, spent or expired codes older than a day, idle throttle counters.
 */
export async function sweep(db: DbOrTx, now: Date, unverifiedBefore: Date) {
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
  return { unverifiedUsers: removed.length };
}
