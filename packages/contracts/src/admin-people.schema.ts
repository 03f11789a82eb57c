import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_SUBJECT_TYPES } from './audit.js';
import { ORDER_STATUSES } from './checkout.js';
import { ZHostBalances } from './host-settings.schema.js';

/**
 * The admin area's hosts, users and audit log (docs/admin.md): list queries, rows and details.
 */

const zPage = {
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
};
const zSearch = z.string().trim().max(120).optional();

// ---- Hosts ----

export const ADMIN_HOST_FILTERS = ['all', 'verified', 'unverified', 'suspended'] as const;
export type TAdminHostFilter = (typeof ADMIN_HOST_FILTERS)[number];

export const ZAdminHostListQuery = z.object({
  q: zSearch,
  status: z.enum(ADMIN_HOST_FILTERS).default('all'),
  ...zPage,
});

export const ZAdminHostRow = z.object({
  id: z.number().int(),
  vendorName: z.string(),
  slug: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ownerUserId: z.number().int(),
  ownerEmail: z.string(),
  ownerName: z.string(),
  eventsCount: z.number().int(),
  verifiedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminHostRow = z.infer<typeof ZAdminHostRow>;

export const ZAdminHostList = z.object({ items: z.array(ZAdminHostRow), total: z.number().int() });
export type TAdminHostList = z.infer<typeof ZAdminHostList>;

export const ZAdminHostDetail = ZAdminHostRow.extend({
  legalName: z.string().nullable(),
  kraPin: z.string().nullable(),
  payoutDetailsMasked: z.string().nullable(),
  onboardingState: z.string(),
  teamCount: z.number().int(),
  events: z.array(
    z.object({
      id: z.number().int(),
      externalId: z.string(),
      title: z.string(),
      status: z.string(),
      startDate: z.string().nullable(),
    }),
  ),
  balances: ZHostBalances,
});
export type TAdminHostDetail = z.infer<typeof ZAdminHostDetail>;

export const ZAdminHostParams = z.object({ hostId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Why an admin suspends or restores a host (mailed to the owner, kept on record). */
export const ZAdminReason = z.object({
  reason: z.string().trim().min(3, 'say why in a few words').max(500),
});
export const ZAdminVerify = z.object({ verified: z.boolean() });

// ---- Users ----

export const ZAdminUserListQuery = z.object({ q: zSearch, ...zPage });

export const ZAdminUserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isHost: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;
export const ZAdminUserList = z.object({ items: z.array(ZAdminUserRow), total: z.number().int() });
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

export const ZAdminUserDetail = ZAdminUserRow.extend({
  activeSessions: z.number().int(),
  hostId: z.number().int().nullable(),
  orders: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      eventId: z.number().int(),
      eventTitle: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;
export const ZAdminUserParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZAdminSessionsEnded = z.object({ ended: z.number().int() });

// ---- Audit log ----

const zDateTime = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date, such as 2026-05-01 or 2026-05-01T10:00:00+03:00')
  .optional();

export const ZAdminAuditQuery = z.object({
  from: zDateTime,
  to: zDateTime,
  /** An admin's or a user's email (or part of it), or `system`. */
  actor: z.string().trim().max(254).optional(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS).optional(),
  hostId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES).optional(),
  subjectId: z.string().trim().max(64).optional(),
  /** The `nextCursor` of the page before. */
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAdminAuditQuery = z.input<typeof ZAdminAuditQuery>;

export const ZAdminAuditRow = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorId: z.number().int().nullable(),
  /** The actor's email (admin or user); null for the system. */
  actor: z.string().nullable(),
  hostId: z.number().int().nullable(),
  hostName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES),
  subjectId: z.string(),
  details: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
});
export type TAdminAuditRow = z.infer<typeof ZAdminAuditRow>;
export const ZAdminAuditPage = z.object({ items: z.array(ZAdminAuditRow), nextCursor: z.number().int().nullable() });
export type TAdminAuditPage = z.infer<typeof ZAdminAuditPage>;
