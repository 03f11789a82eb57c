import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_SUBJECT_TYPES } from '@tribe/contracts/audit';
import { adminUsers, users } from './accounts.js';
import { hosts } from './hosts.js';

/**
 * Who did what (decision 019): one row per change a person or a job made to money, tickets or a
 * host's events and codes, written in the same transaction as the change (`recordAudit`), so a
 * refused or rolled-back change leaves none. Append-only: a trigger refuses UPDATE and DELETE
 * (custom migration), so the references below never cascade or set null; a referenced user is
 * anonymised on account deletion, never removed. The admin area filters by time, actor, host,
 * action and subject and exports CSV.
 * - `actor_kind` user (a host's owner or team member: `actor_user_id`), admin (`actor_admin_id`)
 *   or system (a job, neither);
 * - `action` a stable dotted name (`order.refunded`, `event.updated`, …: AUDIT_ACTIONS);
 * - `subject_type` + `subject_id` the row acted on (an order, event, promo code, cancellation);
 * - `details` what changed: an edit's fields with before and after (long texts by name only),
 *   a refund's amount; never a buyer's personal data;
 * - `request_id` the API request's id, as in the server's log lines.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorAdminId: integer('actor_admin_id').references(() => adminUsers.id),
    hostId: integer('host_id').references(() => hosts.id),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    subjectType: text('subject_type', { enum: AUDIT_SUBJECT_TYPES }).notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_occurred_idx').on(t.occurredAt),
    index('audit_log_actor_user_idx').on(t.actorUserId, t.occurredAt),
    index('audit_log_actor_admin_idx').on(t.actorAdminId, t.occurredAt),
    index('audit_log_host_idx').on(t.hostId, t.occurredAt),
    index('audit_log_action_idx').on(t.action, t.occurredAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.occurredAt),
    // A user's row names the user, an admin's the admin, the system's neither.
    check(
      'audit_log_actor',
      sql`(${t.actorKind} = 'user') = (${t.actorUserId} IS NOT NULL) AND (${t.actorKind} = 'admin') = (${t.actorAdminId} IS NOT NULL)`,
    ),
  ],
);
