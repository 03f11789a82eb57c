import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.js';
import { EVENT_REPORT_REASONS, EVENT_REPORT_STATUSES, TRIBE_PLATFORMS } from '@tribe/contracts/admin';
import { adminUsers, users } from './accounts.js';
import { events } from './events.js';

/**
 * Community chat groups shown on the home page ("Find your tribe"), edited in the admin area.
 * `position` orders them; an archived tribe is kept for history and no longer shown. `name_sw` and
 * `description_sw` (migration 0020): in Kiswahili, shown to people who chose it; null: the English.
 */
export const tribes = pgTable(
  'tribes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameSw: text('name_sw'),
    description: text('description'),
    descriptionSw: text('description_sw'),
    /** Starts with / or http (the spec's image rule). */
    imageUrl: text('image_url'),
    /** The group's invite link. */
    linkUrl: text('link_url').notNull(),
    platform: text('platform', { enum: TRIBE_PLATFORMS }).notNull().default('whatsapp'),
    /** Members of the group as the admin last counted them (shown as "1,840 members"). */
    members: integer('members').notNull().default(0),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tribes_position_idx').on(t.position)],
);

/**
 * "Report this event": a visitor's report, waiting in the admin's queue until an admin acts on
 * it or dismisses it. The reporter's address and device are kept only as keyed hashes (for
 * throttling and spotting a flood), never raw.
 */
export const eventReports = pgTable(
  'event_reports',
  {
    id: serial('id').primaryKey(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    reason: text('reason', { enum: EVENT_REPORT_REASONS }).notNull(),
    details: text('details'),
    reporterEmail: text('reporter_email'),
    reporterUserId: integer('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceHash: text('device_hash'),
    addressHash: text('address_hash'),
    status: text('status', { enum: EVENT_REPORT_STATUSES }).notNull().default('open'),
    resolvedByAdminId: integer('resolved_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('event_reports_event_idx').on(t.eventId, t.createdAt),
    check('event_reports_details_len', sql`${t.details} IS NULL OR length(${t.details}) <= 1000`),
  ],
);

/**
 * The nightly ledger check (docs/admin.md): per host and event, gross − fees − refunds must equal
 * paid out + held + available. One row per run; `differences` lists every host and event that
 * did not add up (empty when `ok`).
 */
export const ledgerChecks = pgTable('ledger_checks', {
  id: serial('id').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  ok: boolean('ok').notNull(),
  hostsChecked: integer('hosts_checked').notNull().default(0),
  eventsChecked: integer('events_checked').notNull().default(0),
  differences: jsonb('differences')
    .$type<{ hostId: number; eventId: number | null; expected: number; actual: number; detail: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});
