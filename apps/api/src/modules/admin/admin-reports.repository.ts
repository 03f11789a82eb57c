import { and, desc, eq, sql } from 'drizzle-orm';
import type { TEventReportStatus } from '@tribe/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { eventReports, events, hosts } from '../../db/schema/index.js';
import { findAdminEvent } from './admin-events.repository.js';

/** "Report this event" rows and the admin's queue of them (docs/admin.md "Reports"). */

export type ReportRow = typeof eventReports.$inferSelect;

const openForEvent = sql<number>`(SELECT count(*)::int FROM ${eventReports} o
  WHERE o.event_id = "event_reports"."event_id" AND o.status = 'open')`;

/** One page of reports with this status, oldest open first (a queue) or newest closed first. */
export async function findReports(
  db: DbOrTx,
  q: { status: TEventReportStatus; eventId?: number | undefined; offset: number; limit: number },
) {
  const where = and(eq(eventReports.status, q.status), q.eventId ? eq(eventReports.eventId, q.eventId) : undefined);
  const rows = await db
    .select({ report: eventReports, openForEvent })
    .from(eventReports)
    .where(where)
    .orderBy(q.status === 'open' ? eventReports.createdAt : desc(eventReports.resolvedAt), eventReports.id)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventReports)
    .innerJoin(events, eq(events.id, eventReports.eventId))
    .innerJoin(hosts, eq(hosts.id, events.hostId))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findReport(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ report: eventReports, openForEvent })
    .from(eventReports)
    .where(eq(eventReports.id, id));
  return row ?? null;
}

export async function lockReport(tx: Tx, id: number): Promise<ReportRow | null> {
  const [row] = await tx.select().from(eventReports).where(eq(eventReports.id, id)).for('update');
  return row ?? null;
}

export async function closeReport(
  tx: Tx,
  id: number,
  v: { status: 'actioned' | 'dismissed'; note: string; adminId: number; now: Date },
): Promise<void> {
  await tx
    .update(eventReports)
    .set({ status: v.status, resolutionNote: v.note, resolvedByAdminId: v.adminId, resolvedAt: v.now })
    .where(and(eq(eventReports.id, id), eq(eventReports.status, 'open')));
}

export { findAdminEvent };
