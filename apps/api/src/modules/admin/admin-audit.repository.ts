import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAuditAction, TAuditActorKind, TAuditSubjectType } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { adminUsers, auditLog, hosts, users } from '../../db/schema/index.js';

/** Reads of the audit log for the admin area (rows are never changed: decision 019). */

export interface AuditFilters {
  from?: Date | undefined;
  to?: Date | undefined;
  actor?: string | undefined;
  actorKind?: TAuditActorKind | undefined;
  hostId?: number | undefined;
  action?: TAuditAction | undefined;
  subjectType?: TAuditSubjectType | undefined;
  subjectId?: string | undefined;
}

const actorAdmin = alias(adminUsers, 'actor_admin');
const actorUser = alias(users, 'actor_user');
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: AuditFilters, beforeId?: number): SQL | undefined {
  const actor = f.actor?.trim();
  return and(
    f.from ? gte(auditLog.occurredAt, f.from) : undefined,
    f.to ? lte(auditLog.occurredAt, f.to) : undefined,
    f.actorKind ? eq(auditLog.actorKind, f.actorKind) : undefined,
    actor
      ? actor.toLowerCase() === 'system'
        ? eq(auditLog.actorKind, 'system')
        : or(
            sql`${actorAdmin.email} ILIKE ${like(actor)}`,
            sql`${actorAdmin.name} ILIKE ${like(actor)}`,
            sql`${actorUser.email} ILIKE ${like(actor)}`,
            sql`${actorUser.username} ILIKE ${like(actor)}`,
          )
      : undefined,
    f.hostId ? eq(auditLog.hostId, f.hostId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.subjectType ? eq(auditLog.subjectType, f.subjectType) : undefined,
    f.subjectId ? eq(auditLog.subjectId, f.subjectId) : undefined,
    beforeId ? lt(auditLog.id, beforeId) : undefined,
  );
}

/** Matching rows, newest first, before the row `beforeId` (the cursor), at most `limit`. */
export async function findAuditRows(db: DbOrTx, f: AuditFilters, limit: number, beforeId?: number) {
  return db
    .select({
      row: auditLog,
      adminEmail: actorAdmin.email,
      userEmail: actorUser.email,
      hostName: hosts.vendorName,
    })
    .from(auditLog)
    .leftJoin(actorAdmin, eq(actorAdmin.id, auditLog.actorAdminId))
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
    .leftJoin(hosts, eq(hosts.id, auditLog.hostId))
    .where(whereOf(f, beforeId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
