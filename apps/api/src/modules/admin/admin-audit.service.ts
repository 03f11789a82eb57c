import { stringify } from 'csv-stringify/sync';
import type { TAdminAuditPage, TAdminAuditRow } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { findAuditRows, type AuditFilters } from './admin-audit.repository.js';
import { ADMIN_AUDIT_CSV_HEADER, ADMIN_AUDIT_TEXT as T } from './admin-audit.texts.js';

/**
 * The audit log in the admin area (docs/admin.md, decision 019): filtered, paged by cursor (the
 * last row's id: new rows never shift a page), and exported as CSV.
 */

/** The CSV export's most rows (a narrower filter gives the rest). */
export const AUDIT_CSV_MAX_ROWS = 20_000;

export interface AuditQuery {
  from?: string | undefined;
  to?: string | undefined;
  actor?: string | undefined;
  actorKind?: AuditFilters['actorKind'];
  hostId?: number | undefined;
  action?: AuditFilters['action'];
  subjectType?: AuditFilters['subjectType'];
  subjectId?: string | undefined;
}

/**
 * The filters as dates and values; a bare day as `to` means the end of that day (UTC).
 * @throws AppError bad_request when `from` is after `to`
 */
export function filtersOf(q: AuditQuery): AuditFilters {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const from = q.from ? new Date(q.from) : undefined;
  const to = q.to ? new Date(day.test(q.to) ? `${q.to}T23:59:59.999Z` : q.to) : undefined;
  if (from && to && from > to) throw new AppError('bad_request', T.badRange);
  return { ...q, from, to };
}

type Found = Awaited<ReturnType<typeof findAuditRows>>[number];

const toRow = (r: Found): TAdminAuditRow => ({
  id: r.row.id,
  occurredAt: r.row.occurredAt.toISOString(),
  actorKind: r.row.actorKind,
  actorId: r.row.actorAdminId ?? r.row.actorUserId ?? null,
  actor: r.adminEmail ?? r.userEmail ?? null,
  hostId: r.row.hostId,
  hostName: r.hostName,
  action: r.row.action,
  subjectType: r.row.subjectType,
  subjectId: r.row.subjectId,
  details: r.row.details,
  requestId: r.row.requestId,
});

export async function auditPage(
  db: Db,
  q: AuditQuery & { cursor?: number | undefined; limit: number },
): Promise<TAdminAuditPage> {
  const rows = await findAuditRows(db, filtersOf(q), q.limit + 1, q.cursor);
  const items = rows.slice(0, q.limit).map(toRow);
  return { items, nextCursor: rows.length > q.limit ? items[items.length - 1]!.id : null };
}

/**
 * Matching rows as CSV (UTF-8 with a byte-order mark, newest first). A cell a spreadsheet would
 * run as a formula (starting = + - @, tab or CR) gets a leading single quote.
 */
export async function auditCsv(db: Db, q: AuditQuery): Promise<string> {
  const filters = filtersOf(q);
  const records: string[][] = [];
  let before: number | undefined;
  while (records.length < AUDIT_CSV_MAX_ROWS) {
    const rows = await findAuditRows(db, filters, Math.min(1000, AUDIT_CSV_MAX_ROWS - records.length), before);
    for (const r of rows.map(toRow))
      records.push([
        String(r.id),
        r.occurredAt,
        r.actorKind,
        r.actor ?? '',
        r.hostId === null ? '' : String(r.hostId),
        r.hostName ?? '',
        r.action,
        r.subjectType,
        r.subjectId,
        JSON.stringify(r.details),
        r.requestId ?? '',
      ]);
    if (rows.length < 1000) break;
    before = rows[rows.length - 1]!.row.id;
  }
  return `\uFEFF${stringify([[...ADMIN_AUDIT_CSV_HEADER], ...records], { escape_formulas: true, record_delimiter: 'windows' })}`;
}
