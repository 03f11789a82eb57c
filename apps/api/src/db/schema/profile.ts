import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.js';
import { users } from './accounts.js';
import { events } from './events.js';

/** Events a signed-in user has saved (the heart on a card), kept on the account. */
export const savedEvents = pgTable(
  'saved_events',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('saved_events_user_idx').on(t.userId, t.savedAt)],
);

/**
 * A requested change of email, waiting for the code mailed to the new address. One per user
 * (a new request replaces the last); the code is stored only as an HMAC, dies after five wrong
 * tries and expires like the other codes.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_changes_user_idx').on(t.userId),
    index('email_changes_new_email_idx').on(sql`lower(${t.newEmail})`),
  ],
);
