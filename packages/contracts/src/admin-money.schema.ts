import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './checkout.js';
import { zIdempotencyKey } from './checkout.schema.js';
import { HOST_PAYOUT_STATUSES } from './host-settings.js';

/**
 * The admin area's money (docs/admin.md, decision 022): payouts approved and sent through the
 * provider, support's order lookup and refunds, and the ledger's checks.
 */

const zId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZAdminIdParams = z.object({ id: zId });

// --- Payouts -------------------------------------------------------------------------------

export const ZAdminPayoutListQuery = z.object({
  status: z.enum(HOST_PAYOUT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZAdminPayout = z.object({
  id: z.number().int(),
  hostId: z.number().int(),
  hostName: z.string(),
  eventId: z.number().int().nullable(),
  eventTitle: z.string().nullable(),
  /** Whole KES. */
  amount: z.number().int(),
  status: z.enum(HOST_PAYOUT_STATUSES),
  destinationMasked: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  providerReference: z.string().nullable(),
  attempts: z.number().int(),
  /**
   * The event's balance now, leaving this request out: what an approval is checked against
   * (net of the ledger less what other approved or processing payouts hold). Null: no event.
   */
  eventAvailable: z.number().int().nullable(),
});
export type TAdminPayout = z.infer<typeof ZAdminPayout>;

export const ZAdminPayoutList = z.object({
  items: z.array(ZAdminPayout),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TAdminPayoutList = z.infer<typeof ZAdminPayoutList>;

export const ZAdminPayoutRejectRequest = z.object({
  reason: z.string().trim().min(5, 'say why in a few words (at least 5 characters)').max(500),
});

// --- Orders --------------------------------------------------------------------------------

export const ZAdminOrderSearchQuery = z.object({
  /** An order reference, an email address or a phone number. */
  q: z.string().trim().min(3, 'type at least 3 characters').max(254),
});

export const ZAdminOrderSummary = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string().nullable(),
  eventTitle: z.string(),
  total: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type TAdminOrderSummary = z.infer<typeof ZAdminOrderSummary>;
export const ZAdminOrderList = z.object({ items: z.array(ZAdminOrderSummary) });

export const ZAdminRefund = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.string(),
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  byAdmin: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminRefund = z.infer<typeof ZAdminRefund>;

export const ZAdminPaymentRecord = z.object({
  reference: z.string(),
  provider: z.string(),
  channel: z.string().nullable(),
  status: z.string(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  mpesaReceipt: z.string().nullable(),
  providerFee: z.number().int().nullable(),
  failureReason: z.string().nullable(),
});
export type TAdminPaymentRecord = z.infer<typeof ZAdminPaymentRecord>;

export const ZAdminOrderDetail = ZAdminOrderSummary.extend({
  eventId: z.number().int(),
  hostId: z.number().int().nullable(),
  hostName: z.string().nullable(),
  paidAt: z.string().nullable(),
  tickets: z.number().int(),
  /** What is left to give back: the total less refunds not failed. */
  refundable: z.number().int(),
  refunds: z.array(ZAdminRefund),
  /** Each payment attempt: ours, and what the provider says about it now (null: it did not answer). */
  payments: z.array(
    z.object({
      ours: ZAdminPaymentRecord.extend({ status: z.enum(PAYMENT_STATUSES), createdAt: z.string() }),
      provider: ZAdminPaymentRecord.nullable(),
      providerError: z.string().nullable(),
    }),
  ),
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

export const ZAdminRefundRequest = z.object({
  /** Whole KES, at most what is refundable. */
  amount: z.number().int().positive('must be at least KES 1').max(100_000_000),
  idempotencyKey: zIdempotencyKey,
});
export const ZAdminRefundResponse = z.object({ refund: ZAdminRefund, created: z.boolean() });

// --- Ledger --------------------------------------------------------------------------------

export const ZLedgerDifference = z.object({
  hostId: z.number().int(),
  eventId: z.number().int().nullable(),
  expected: z.number().int(),
  actual: z.number().int(),
  detail: z.string(),
});

export const ZLedgerCheck = z.object({
  id: z.number().int(),
  ranAt: z.string(),
  ok: z.boolean(),
  hostsChecked: z.number().int(),
  eventsChecked: z.number().int(),
  differences: z.array(ZLedgerDifference),
});
export type TLedgerCheck = z.infer<typeof ZLedgerCheck>;
export const ZLedgerCheckList = z.object({ items: z.array(ZLedgerCheck) });
export const ZLedgerCheckQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) });
