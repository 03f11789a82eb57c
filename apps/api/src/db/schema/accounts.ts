import { LOCALES } from '@tribe/contracts/locale';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.js';

/**
 * People who sign in. Username and email are unique regardless of case (lower() indexes), so
 * 'Wanjiku' and 'wanjiku' cannot both register. A user signed up with Google has a
 * `googleSubject` and may have no password.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    /** The language the person last chose (decision 026); mails to them are written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    profileImage: text('profile_image'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isHost: boolean('is_host').notNull().default(false),
    /** Demo accounts exist only outside production; flagged so they can be found and removed. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_uq').on(t.googleSubject),
  ],
);

/**
 * Marketplace administrators sign in separately (/admin/login) and are not marketplace users
 * (docs/admin.md). A password and a TOTP second factor: the TOTP secret is stored only encrypted
 * (AES-256-GCM, lib/payout-crypto.ts) and counts as enrolled once `totpEnabledAt` is set;
 * `totpLastStep` refuses a code used twice in its 30-second step. A disabled admin cannot sign in.
 */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted (Unix time / 30): a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_users_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** An admin's one-time recovery codes (lost phone): only an HMAC of each is stored; used once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminUserId: requiredRef('admin_user_id', () => adminUsers.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminUserId)],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * leaked database cannot be replayed as cookies. Exactly one of userId / adminUserId is set.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    /** Admin sessions: when the second factor was last given; money actions need it recent. */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Known devices (decision 018): a browser, named by the SHA-256 of its device id (the signed
 * `tikiti_device` cookie, plugins/device.ts), that has signed in to this account before. Sign-in
 * and code throttles give a known device its own counter, so failures from elsewhere never lock
 * the owner out of their own browser. Forgotten when the password changes or every session ends.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_devices_user_device_uq').on(t.userId, t.deviceHash)],
);

/**
 * One-time codes sent by email (signup verification, password reset). Only a hash is kept;
 * `attempts` caps guessing; a code is spent by setting `consumedAt`.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // 'signup-attempt': a sign-up with an email (or username) already held; `code_hash` keeps the
    // password it gave, so signing in with it answers as for a new account (auth.service.ts).
    // 'admin-pending': an admin gave the password and has yet to give the code; `email` is
    // `admin:<id>`, `code_hash` the SHA-256 of the random id the pending cookie carries
    // (admin-auth.routes.ts), used once.
    // 'mpesa-phone': the 6-digit code texted to a phone before an M-Pesa prompt may go to it
    // (decision 042); `email` is `mpesa:<order id>:<+254 phone>`.
    purpose: text('purpose', {
      enum: ['signup', 'password-reset', 'email-change', 'signup-attempt', 'admin-pending', 'mpesa-phone'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_email_idx').on(sql`lower(${t.email})`, t.purpose)],
);

/**
 * Attempt counters for sign-in, sign-up, codes and resets (modules/auth/auth.throttle.ts). In
 * the database, not in memory, so a limit holds across server processes and restarts. `key`
 * names the action and what it is counted on, e.g. `code:acct-addr:wanjiku|41.90.1.2` or `signin:slow:wanjiku`.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttles_last_hit_idx').on(t.lastHitAt)],
);

/**
 * Mail kept instead of sent when no SMTP_URL is configured (development and tests), shown at
 * /dev/outbox. In the database so every server process sees the same outbox.
 */
export const devOutbox = pgTable('dev_outbox', {
  id: serial('id').primaryKey(),
  /** 'email' or 'sms' (decision 027): one outbox, so /dev/outbox shows both in the order sent. */
  channel: text('channel', { enum: ['email', 'sms'] })
    .notNull()
    .default('email'),
  /** An address, or a phone in +254 form for an SMS. */
  to: text('to').notNull(),
  /** An SMS has none: the page titles it by its channel. */
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** What was attached (names, types, sizes; not the files themselves); null: nothing. */
  attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
}
