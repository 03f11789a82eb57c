import type { TAuditAction, TAuditChanges, TAuditSubjectType } from '@tribe/contracts';
import type { Tx } from '../../db/client.js';
import { insertAuditRow } from './audit.repository.js';

/**
 * Who did what (decision 019). Every change to money, tickets or a host's events and codes that a
 * person (or a job) makes records one row of `audit_log`, in the same transaction as the change:
 * a change that is refused or rolls back leaves nothing, and one that commits cannot lose its row.
 */

/** Who acts: a signed-in user (a host's owner or team member), an administrator, or a job. */
export type AuditActor =
  | { kind: 'user'; userId: number; requestId?: string | null }
  | { kind: 'admin'; adminId: number; requestId?: string | null }
  | { kind: 'system'; requestId?: string | null };
/** A signed-in user acting (the host area's people). */
export type UserActor = Extract<AuditActor, { kind: 'user' }>;

export interface AuditEntry {
  actor: AuditActor;
  /** The host whose event, order or code it was; null for what belongs to no host. */
  hostId: number | null;
  action: TAuditAction;
  subject: { type: TAuditSubjectType; id: number | string };
  /** What changed (an edit's fields before and after, a refund's amount); never personal data. */
  details?: Record<string, unknown>;
  /** When; the database's clock when absent. */
  at?: Date;
}

/**
 * Records one action. Call it with the transaction that makes the change, after the change is
 * known to happen (a refusal throws before it, a no-op skips it).
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await insertAuditRow(tx, {
    ...(entry.at ? { occurredAt: entry.at } : {}),
    actorKind: actor.kind,
    actorUserId: actor.kind === 'user' ? actor.userId : null,
    actorAdminId: actor.kind === 'admin' ? actor.adminId : null,
    hostId: entry.hostId,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: String(entry.subject.id),
    details: entry.details ?? {},
    requestId: actor.requestId ?? null,
  });
}

const comparable = (v: unknown): unknown => {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(comparable);
  return v === undefined ? null : v;
};

/**
 * The fields whose values differ between `before` and `after`, each with both values (dates as
 * ISO strings); a field in `namesOnly` (a long text) says only that it changed (null).
 */
export function changesOf<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
  namesOnly: readonly (keyof T & string)[] = [],
): TAuditChanges {
  const changes: TAuditChanges = {};
  for (const f of fields) {
    const [b, a] = [comparable(before[f]), comparable(after[f])];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    changes[f] = namesOnly.includes(f) ? null : { before: b, after: a };
  }
  return changes;
}
