/**
 * The audit log's words (decision 019): who did what to which thing. The admin area reads,
 * filters and exports these rows; the server writes one in the same transaction as each change.
 */

/** Who acted: a marketplace user (a host's owner or team member), an administrator, or the system (a job). */
export const AUDIT_ACTOR_KINDS = ['user', 'admin', 'system'] as const;
export type TAuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What was done, as stable dotted names (`<subject>.<past tense>`); never renamed once written. */
export const AUDIT_ACTIONS = [
  'order.refunded',
  'tickets.revoked',
  'event.created',
  'event.updated',
  'event.published',
  'event.unpublished',
  'event.cancelled',
  'event.date_cancelled',
  'event.cancellation_retried',
  'promo_code.created',
  'promo_code.updated',
  'promo_code.deleted',
  'promo_code.archived',
  // The admin area (docs/admin.md).
  'admin.created',
  'admin.signed_in',
  'admin.signed_out',
  'admin.sign_in_failed',
  'admin.enrolled',
  'admin.totp_reset',
  'admin.reauthenticated',
  'admin.recovery_code_used',
  'admin.recovery_codes_regenerated',
  'event.restored',
  'event.featured',
  'event.unfeatured',
  'category.created',
  'category.updated',
  'category.archived',
  'category.deleted',
  'category.hidden',
  'category.shown',
  'subcategory.created',
  'subcategory.updated',
  'subcategory.archived',
  'subcategory.deleted',
  'subcategory.hidden',
  'subcategory.shown',
  'tribe.created',
  'tribe.updated',
  'tribe.archived',
  'tribe.deleted',
  'tribe.restored',
  'host.verified',
  'host.unverified',
  'host.suspended',
  'host.restored',
  'user.sessions_ended',
  'order.tickets_resent',
  'payout.approved',
  'payout.rejected',
  'payout.retried',
  'payout.sent',
  'payout.paid',
  'payout.failed',
  'payout.reversed',
  'report.actioned',
  'report.dismissed',
  'ledger.check_failed',
  // Tickets sent to a friend (decision 051).
  'ticket.transfer_sent',
  'ticket.transfer_cancelled',
  'ticket.transfer_accepted',
  'ticket.transfer_lapsed',
  'tickets.reissued',
  // Tickets returned to the waiting list for resale (decision 054).
  'ticket.returned',
  'ticket.return_withdrawn',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action was done to; `subject_id` is that row's id. */
export const AUDIT_SUBJECT_TYPES = [
  'order',
  'event',
  'promo_code',
  'event_cancellation',
  'admin',
  'category',
  'subcategory',
  'tribe',
  'host',
  'user',
  'payout',
  'report',
  'ledger_check',
  'ticket_transfer',
  'ticket_return',
] as const;
export type TAuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/**
 * What an edit changed: per field, its value before and after (`null` for a long text whose
 * words are not copied: only its name says it changed).
 */
export type TAuditChanges = Record<string, { before: unknown; after: unknown } | null>;
