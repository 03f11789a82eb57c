import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.js';
import { HOST_ROLES } from '@tribe/contracts/host-area';
import { PAYOUT_METHODS } from '@tribe/contracts/hosts';
import { adminUsers, users } from './accounts.js';

export const ONBOARDING_STATES = ['started', 'details', 'payouts', 'complete'] as const;

/**
 * A host (vendor): the organisation that runs events and receives payouts. One owner user;
 * more people join through `team_members`. Payout details (an M-Pesa number or a bank account)
 * are stored only encrypted (`payoutDetailsEncrypted`, AES-256-GCM with PAYOUT_ENCRYPTION_KEY,
 * see lib/payout-crypto.ts) beside a masked form for display (`payoutDetailsMasked`), so a copy
 * of the database alone does not give anyone's account numbers.
 */
export const hosts = pgTable(
  'hosts',
  {
    id: serial('id').primaryKey(),
    ownerUserId: requiredRef('owner_user_id', () => users.id, 'restrict'),
    vendorName: text('vendor_name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    /** Public contact phone (+254 form) and email shown to attendees. */
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    logoUrl: text('logo_url'),
    onboardingState: text('onboarding_state', { enum: ONBOARDING_STATES }).notNull().default('started'),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    payoutMethod: text('payout_method', { enum: PAYOUT_METHODS }),
    payoutDetailsEncrypted: text('payout_details_encrypted'),
    /** e.g. 'M-Pesa •••• 678' or 'KCB Bank •••• 4321': safe to show and to log. */
    payoutDetailsMasked: text('payout_details_masked'),
    /** Paystack subaccount that receives this host's share of card and M-Pesa payments. */
    paystackSubaccountCode: text('paystack_subaccount_code'),
    /**
     * Who the host is for tax and payouts (issue 9, settings): the legal name, the KRA PIN (on
     * every Kenyan invoice, not secret) and the national ID or passport number, which is stored
     * only encrypted beside a masked form, like the payout details. All three are needed before
     * a payout can be requested.
     */
    legalName: text('legal_name'),
    kraPin: text('kra_pin'),
    idNumberEncrypted: text('id_number_encrypted'),
    idNumberMasked: text('id_number_masked'),
    /** Paystack transfer recipient for payouts, made from the payout details; cleared when they change. */
    paystackRecipientCode: text('paystack_recipient_code'),
    /** An admin checked who the host is: a "Verified host" badge on event pages. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedByAdminId: integer('verified_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /**
     * Suspended by an admin: every event of the host stops selling and its team (owner included)
     * loses the host area until restored. The reason is mailed to the owner.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    suspendedByAdminId: integer('suspended_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hosts_owner_uq').on(t.ownerUserId),
    uniqueIndex('hosts_slug_uq').on(t.slug),
    uniqueIndex('hosts_vendor_name_lower_uq').on(sql`lower(${t.vendorName})`),
  ],
);

/**
 * People who work for a host. An invitation is a row with an email and an `inviteTokenHash` and
 * no user yet; accepting it fills `userId`. Roles (decision 015): owner (everything), manager
 * (events, tickets, attendees, reviews, dashboard; not the team, settings or payouts), scanner
 * (check-in only, for every event or only those in `team_member_events`). The host's owner is
 * `hosts.owner_user_id` and needs no row here.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    hostId: requiredRef('host_id', () => hosts.id, 'cascade'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: HOST_ROLES }).notNull(),
    status: text('status', { enum: ['invited', 'active', 'removed'] })
      .notNull()
      .default('invited'),
    inviteTokenHash: text('invite_token_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_members_host_email_uq').on(t.hostId, sql`lower(${t.email})`),
    index('team_members_user_idx').on(t.userId),
    check('team_members_role_known', sql`${t.role} IN ('owner', 'manager', 'scanner')`),
  ],
);
