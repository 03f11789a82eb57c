import { z } from 'zod';
import { zEmail, zKenyanPhone, zPersonName } from './auth.js';
import type { TAvailability, TCheckoutData, TOrder, TReceivedTickets, TSelectedTicket } from './checkout.js';
import {
  MPESA_FAILURE_CODES,
  ORDER_STATUSES,
  PAYMENT_CHANNELS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
} from './checkout.js';
import { FEE_PAYERS, ZEventRef } from './events.js';
import { zId, zIsoDay } from './input.js';
import { LOCALES } from './locale.js';
import { zPromoCodeText } from './promo-codes.schema.js';

/**
 * The checkout API's request and response schemas (server edge and tests). Types are the
 * zod-free ones in checkout.ts; the `satisfies` checks below keep the two equal.
 */

export const ZSelectedTicket = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int().min(0),
  quantity: z.number().int().positive(),
});

/** The stored checkout data (spec section 3), as a schema (tests and documentation). */
export const ZCheckoutData = z.object({
  selectedTickets: z.array(ZSelectedTicket).min(1),
  eventDetails: z.object({
    id: z.union([z.number().int(), z.string().min(1)]),
    name: z.string(),
    selectedDate: z.string().nullable(),
    selectedShowTimeId: z.number().int().nullable(),
  }),
});
({}) as z.infer<typeof ZCheckoutData> satisfies TCheckoutData;
({}) as z.infer<typeof ZSelectedTicket> satisfies TSelectedTicket;

/** A key the client makes once per attempt (a retried request sends the same one). */
export const zIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, - or _ (a random key made once per attempt)');

/** An order's public token (what the address and mail links carry). */
export const zOrderToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'must be an order token');

export const ZOrderTokenParams = z.object({ token: zOrderToken });

export const ZOrderLineRequest = z.object({
  ticketTypeId: zId,
  quantity: z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000'),
  /** The unit price the buyer saw; a different server price answers 409 price_changed. */
  price: z.number().int().min(0).max(100_000_000).optional(),
});

export const ZBuyerDetails = z.object({
  name: zPersonName.pipe(z.string().max(100)),
  email: zEmail,
  phone: zKenyanPhone.optional().nullable(),
});

/** Optional day, or an ISO instant (a one-off event stores its start): only the day is read. */
export const zSelectedDate = z
  .string()
  .max(40)
  .refine(
    (s) => /^\d{4}-\d{2}-\d{2}/.test(s) && zIsoDay.safeParse(s.slice(0, 10)).success,
    'must be a date like 2026-12-31',
  )
  .nullable()
  .optional();

/** POST /api/checkout/orders: hold places and open a pending order. */
export const ZCreateOrderRequest = z.object({
  eventId: ZEventRef,
  selectedDate: zSelectedDate,
  selectedShowTimeId: zId.nullable().optional(),
  tickets: z.array(ZOrderLineRequest).min(1, 'must list at least one ticket').max(20),
  buyer: ZBuyerDetails.extend({ phone: zKenyanPhone }),
  idempotencyKey: zIdempotencyKey,
  /** A promo code the buyer applied; the server checks it and works the discount out itself. */
  promoCode: zPromoCodeText.optional(),
  /** The language the buyer is using (the order's mails are written in it); else the request's. */
  locale: z.enum(LOCALES).optional(),
});
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;

/** POST /api/checkout/free-reservations: reserve free places at once. */
export const ZFreeReservationRequest = z.object({
  eventId: ZEventRef,
  selectedDate: zSelectedDate,
  selectedShowTimeId: zId.nullable().optional(),
  tickets: z.array(ZOrderLineRequest).min(1, 'must list at least one ticket').max(20),
  buyer: ZBuyerDetails,
  idempotencyKey: zIdempotencyKey,
  /** The language the buyer is using (the reservation's mails are written in it); else the request's. */
  locale: z.enum(LOCALES).optional(),
});
export type TFreeReservationRequest = z.input<typeof ZFreeReservationRequest>;

/** POST /api/orders/{token}/confirm: the code mailed for a free reservation (decision 017). */
export const ZConfirmReservationRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6 digits we emailed'),
});
export type TConfirmReservationRequest = z.input<typeof ZConfirmReservationRequest>;

/** POST /api/orders/{token}/payments: start paying (card: a page to go to; M-Pesa: a prompt on the phone). */
export const ZStartPaymentRequest = z.object({
  channel: z.enum(PAYMENT_CHANNELS, { message: "must be 'card' or 'mpesa'" }),
  /** The M-Pesa number (defaults to the order's phone). */
  phone: zKenyanPhone.optional(),
  /**
   * The 6-digit code texted to that phone, when the start was answered `phone_unproven`
   * (decision 042): it shows the phone is the buyer's before a prompt goes to it.
   */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6 digits we sent by SMS')
    .optional(),
  idempotencyKey: zIdempotencyKey,
});
export type TStartPaymentRequest = z.input<typeof ZStartPaymentRequest>;

/** POST /api/orders/resend: mail every ticket bought with this address (answer never says whether any exist). */
export const ZResendTicketsRequest = z.object({ email: zEmail });

/** POST /api/payments/sandbox/{reference}: what the simulated payment page chose. */
export const ZSandboxOutcomeRequest = z.object({
  outcome: z.enum(['success', 'decline', 'abandon'], { message: "must be 'success', 'decline' or 'abandon'" }),
});
export const ZPaymentReferenceParams = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_.=-]{6,100}$/, 'must be a payment reference'),
});

export const ZAvailabilityQuery = z.object({});

// --- Responses ----------------------------------------------------------------------------------

const zIso = z.string();

export const ZAvailability = z.object({
  eventId: z.number().int(),
  asOf: zIso,
  occurrences: z.array(
    z.object({
      key: z.string(),
      date: z.string().nullable(),
      showTimeId: z.number().int().nullable(),
      startsAt: zIso.nullable(),
      placesLeft: z.number().int().nullable(),
      ticketTypes: z.array(
        z.object({
          id: z.number().int(),
          placesLeft: z.number().int().nullable(),
          state: z.enum(['on_sale', 'sold_out', 'not_started', 'ended']),
        }),
      ),
    }),
  ),
});
({}) as z.infer<typeof ZAvailability> satisfies TAvailability;

export const ZOrder = z.object({
  token: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusReason: z.string().nullable(),
  free: z.boolean(),
  complimentaryFrom: z.string().nullable().optional(),
  event: z.object({
    id: z.number().int(),
    externalId: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    location: z.string().nullable(),
    address: z.string().nullable(),
    timeZone: z.string(),
  }),
  occurrence: z.object({
    key: z.string(),
    date: z.string().nullable(),
    showTimeId: z.number().int().nullable(),
    startsAt: zIso.nullable(),
    endsAt: zIso.nullable(),
  }),
  items: z.array(
    z.object({
      ticketTypeId: z.number().int(),
      name: z.string(),
      unitPrice: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  discount: z.number().int(),
  promoCode: z.string().nullable(),
  fees: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  feePaidBy: z.enum(FEE_PAYERS),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), locale: z.enum(LOCALES) }),
  expiresAt: zIso.nullable(),
  serverNow: zIso,
  createdAt: zIso,
  paidAt: zIso.nullable(),
  payment: z
    .object({
      reference: z.string(),
      provider: z.enum(PAYMENT_PROVIDERS),
      channel: z.enum(PAYMENT_CHANNELS).nullable(),
      status: z.enum(PAYMENT_STATUSES),
      authorizationUrl: z.string().nullable(),
      message: z.string().nullable(),
      mpesaReceipt: z.string().nullable(),
      phone: z.string().nullable(),
      failureCode: z.enum(MPESA_FAILURE_CODES).nullable().optional(),
      paybill: z.object({ businessNumber: z.string(), accountNumber: z.string() }).nullable().optional(),
    })
    .nullable(),
  tickets: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      qrPayload: z.string(),
      ticketTypeName: z.string(),
      attendeeName: z.string().nullable(),
      status: z.enum(['valid', 'void']),
      checkedInAt: zIso.nullable(),
      reissued: z.boolean().optional(),
      transferPending: z.boolean().optional(),
      resale: z
        .object({ id: z.number().int(), status: z.enum(['listed', 'offered', 'sold']), refundAmount: z.number().int() })
        .nullable()
        .optional(),
      returnable: z.boolean().optional(),
      returnRefund: z.number().int().optional(),
    }),
  ),
  refunds: z.array(
    z.object({
      amount: z.number().int(),
      reason: z.string(),
      status: z.enum(['pending', 'processing', 'processed', 'failed']),
      createdAt: zIso,
    }),
  ),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), reason: z.string().nullable(), at: zIso })),
});
({}) as z.infer<typeof ZOrder> satisfies TOrder;

/** POST /api/orders/{token}/payments answer: the order, and where to go for a card payment. */
export const ZStartPaymentResponse = z.object({ order: ZOrder, redirectUrl: z.string().nullable() });

/** GET /api/profile/tickets: the signed-in person's orders with tickets, upcoming first, then past. */
export const ZReceivedTickets = z.object({
  reference: z.string(),
  fromName: z.string().nullable(),
  event: ZOrder.shape.event,
  occurrence: ZOrder.shape.occurrence,
  tickets: ZOrder.shape.tickets,
});
({}) as z.infer<typeof ZReceivedTickets> satisfies TReceivedTickets;

/**
 * GET /api/profile/tickets: the signed-in person's orders with tickets, upcoming first, then past,
 * and the tickets others sent them (`received`, decision 051).
 */
export const ZMyTicketsResponse = z.object({
  upcoming: z.array(ZOrder),
  past: z.array(ZOrder),
  received: z.array(ZReceivedTickets),
});

export const ZSandboxPayment = z.object({
  reference: z.string(),
  channel: z.enum(PAYMENT_CHANNELS).nullable(),
  amount: z.number().int(),
  currency: z.string(),
  email: z.string(),
  eventTitle: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  callbackUrl: z.string(),
});

export const ZResendTicketsResponse = z.object({ success: z.literal(true), message: z.string() });
