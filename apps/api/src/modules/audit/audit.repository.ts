import type { Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** The audit log's Drizzle code: rows are only ever inserted (the table refuses the rest). */

export type AuditRowValues = typeof auditLog.$inferInsert;

export async function insertAuditRow(tx: Tx, row: AuditRowValues): Promise<void> {
  await tx.insert(auditLog).values(row);
}
