import { and, sql } from 'drizzle-orm';
import type { TEventReportReason } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { eventReports, events } from '../../db/schema/index.js';

/** A visitor's report of an event: the event it may name, and the row it writes. */

/** A public event that can be reported: live or cancelled, not a draft; by id, externalId or alias. */
export async function findReportableEventId(db: DbOrTx, key: string): Promise<number | null> {
  const numeric = /^\d{1,9}$/.test(key) ? Number(key) : -1;
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        sql`${events.status} IN ('live', 'cancelled')`,
        sql`(${events.id} = ${numeric} OR ${events.externalId} = ${key} OR ${events.aliasCode} = ${key})`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertReport(
  db: DbOrTx,
  v: {
    eventId: number;
    reason: TEventReportReason;
    details: string | null;
    reporterEmail: string | null;
    reporterUserId: number | null;
    deviceHash: string | null;
    addressHash: string | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(eventReports)
    .values({ ...v, createdAt: v.now, status: 'open' })
    .returning({ id: eventReports.id });
  return row!.id;
}
