import { createHmac } from 'node:crypto';
import type { TAdminReport, TAdminReportPage, TEventReportRequest, TEventReportStatus } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isLoopbackHost } from '../../lib/loopback.js';
import { RateLimitedError, takeSlots, type ThrottleRule } from '../../lib/throttle.js';
import { waitWords } from '../../lib/wait-text.js';
import { recordAudit } from '../audit/audit.service.js';
import { toAdminEvent } from './admin-events.repository.js';
import * as repo from './admin-reports.repository.js';
import { MODERATION_TEXT as T } from './admin-moderation.texts.js';

/** "Report this event" and the admin's queue of reports (docs/admin.md "Reports"). */

const HOUR = 3600_000;
/**
 * A person reports one or two events, not dozens: a device may send 5 reports an hour; an address
 * 20 (many phones share a carrier's address). A loopback address names no client (a proxy on this
 * machine, the browser tests), so only the device counts there.
 */
export const REPORT_THROTTLES = {
  device: { limit: 5, windowMs: HOUR },
  address: { limit: 20, windowMs: HOUR },
} satisfies Record<string, ThrottleRule>;

export interface Reporter {
  address: string;
  deviceId: string;
  userId: number | null;
}

/** Keyed hashes: the table and the counters never hold an address or a device id. */
const keyed = (secret: string, kind: string, value: string) =>
  createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url');

/**
 * Records a visitor's report of a public event (live or cancelled, not a draft).
 * @throws AppError event_not_found; RateLimitedError (429) when the device or address is over its limit
 */
export async function submitReport(
  db: Db,
  secret: string,
  eventKey: string,
  body: TEventReportRequest,
  who: Reporter,
  now = new Date(),
): Promise<{ id: number }> {
  const eventId = await repo.findReportableEventId(db, eventKey);
  if (eventId === null) throw new AppError('event_not_found', T.reportEventNotFound);
  const deviceHash = keyed(secret, 'device', who.deviceId);
  const addressHash = keyed(secret, 'address', who.address);
  const slots = [
    { key: `report:dev:${deviceHash}`, rule: REPORT_THROTTLES.device },
    ...(isLoopbackHost(who.address) ? [] : [{ key: `report:addr:${addressHash}`, rule: REPORT_THROTTLES.address }]),
  ];
  const taken = await takeSlots(db, slots, now);
  if (!taken.ok)
    throw new RateLimitedError(taken.retryAfterSeconds, T.tooManyReports(waitWords(taken.retryAfterSeconds)));
  const id = await repo.insertReport(db, {
    eventId,
    reason: body.reason,
    details: body.details?.trim() || null,
    reporterEmail: body.email?.trim().toLowerCase() || null,
    reporterUserId: who.userId,
    deviceHash,
    addressHash,
    now,
  });
  return { id };
}

async function toAdminReport(db: Db, row: { report: repo.ReportRow; openForEvent: number }): Promise<TAdminReport> {
  const r = row.report;
  const event = await repo.findAdminEvent(db, r.eventId);
  return {
    id: r.id,
    reason: r.reason,
    details: r.details,
    reporterEmail: r.reporterEmail,
    status: r.status,
    resolutionNote: r.resolutionNote,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    openForEvent: Number(row.openForEvent),
    event: toAdminEvent(event!),
  };
}

export async function listReports(
  db: Db,
  q: { status: TEventReportStatus; eventId?: number | undefined; offset: number; limit: number },
): Promise<TAdminReportPage> {
  const { rows, total } = await repo.findReports(db, q);
  const items: TAdminReport[] = [];
  for (const row of rows) items.push(await toAdminReport(db, row));
  return { items, total };
}

/**
 * Closes an open report: `actioned` (the admin acted on the event) or `dismissed` (nothing to do),
 * with a note, audited in the same transaction.
 * @throws AppError report_not_found; report_closed when it is no longer open
 */
export async function resolveReport(
  db: Db,
  ctx: { adminId: number; requestId?: string },
  id: number,
  outcome: 'actioned' | 'dismissed',
  note: string,
  now = new Date(),
): Promise<TAdminReport> {
  await db.transaction(async (tx) => {
    const report = await repo.lockReport(tx, id);
    if (!report) throw new AppError('report_not_found', T.reportNotFound);
    if (report.status !== 'open') throw new AppError('report_closed', T.reportClosed);
    await repo.closeReport(tx, id, { status: outcome, note, adminId: ctx.adminId, now });
    await recordAudit(tx, {
      actor: { kind: 'admin', adminId: ctx.adminId, requestId: ctx.requestId ?? null },
      hostId: null,
      action: outcome === 'actioned' ? 'report.actioned' : 'report.dismissed',
      subject: { type: 'report', id },
      details: { eventId: report.eventId, reason: report.reason, note },
      at: now,
    });
  });
  const row = await repo.findReport(db, id);
  return toAdminReport(db, row!);
}
