/**
 * The admin area's shared words (docs/admin.md): what a report can say, how it ends, which
 * platforms a tribe lives on, and the admin's timings. Shapes of the admin API live beside it in
 * admin.schema.ts.
 */

/** Why a visitor reports an event. */
export const EVENT_REPORT_REASONS = ['fraud', 'wrong_details', 'offensive', 'did_not_happen', 'other'] as const;
export type TEventReportReason = (typeof EVENT_REPORT_REASONS)[number];

/** A report waits (open) until an admin acts on the event (actioned) or finds nothing to do (dismissed). */
export const EVENT_REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type TEventReportStatus = (typeof EVENT_REPORT_STATUSES)[number];

/** Where a tribe (a community chat group) lives. */
export const TRIBE_PLATFORMS = ['whatsapp', 'telegram', 'discord', 'other'] as const;
export type TTribePlatform = (typeof TRIBE_PLATFORMS)[number];

/** An admin session ends after this long without a request. */
export const ADMIN_SESSION_IDLE_MINUTES = 30;
/** An admin session ends this long after sign-in, whatever happens. */
export const ADMIN_SESSION_MAX_HOURS = 8;
/** Money actions need a second-factor code given within this many minutes. */
export const ADMIN_REAUTH_MINUTES = 5;
/** The half-signed-in step (password accepted, code not yet) lasts this long. */
export const ADMIN_PENDING_SIGN_IN_MINUTES = 5;
