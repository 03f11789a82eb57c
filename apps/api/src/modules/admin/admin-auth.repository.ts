import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminUsers } from '../../db/schema/index.js';
import type { AdminRow } from '../../plugins/admin-session.js';

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | null> {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return admin ?? null;
}

/** An admin who may sign in (not disabled). */
export async function findActiveAdmin(db: Db, adminId: number): Promise<AdminRow | null> {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.disabledAt)))
    .limit(1);
  return admin ?? null;
}

/** Records `step` as the admin's last accepted TOTP step unless it is not later: true when taken. */
export async function takeTotpStep(db: Db, adminId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, adminId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return taken.length > 0;
}
