import type { TAdminReport, TAdminReportPage, TEventReportStatus } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { toAdminEvent } from './admin-events.repository.js';
import * as repo from './admin-reports.repository.js';
import { MODERATION_TEXT as T } from './admin-moderation.texts.js';

/** The admin's queue of reports (docs/admin.md "Reports"); a visitor's report is made by events (event-reports.service.ts). */

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
