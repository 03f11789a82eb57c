import type { TEvent } from './events.js';
import type { TLocale } from './locale.js';
import { serviceFee } from './fees.js';

/**
 * Checkout as both sides see it: the stored checkout data (spec section 3), the order and its
 * statuses, the hold's timings and the amounts. Plain TypeScript, so the event page and the
 * checkout pages read it without the schema library; the server's request and response schemas
 * are in checkout.schema.ts and are checked against these types.
 */

/** Session-storage key of the stored checkout data (spec section 3). */
export const CHECKOUT_STORAGE_KEY = 'checkoutData';

/** Spec Buy flow step 3: the ticket stored for a free event that has no ticket types. */
export const FREE_ADMISSION_TICKET = { id: 1, name: 'Free Admission', price: 0 } as const;

/** A ticket picked on the client (spec section 3 "Selected ticket"); stored only with quantity above zero. */
export interface TSelectedTicket {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/**
 * The stored checkout data (spec section 3 "Stored checkout data"). `id` is the event's id as the
 * page knows it (numeric id or externalId). `selectedDate` is the chosen day ('YYYY-MM-DD' for
 * recurring and show dates, the start for one-off) or null; `selectedShowTimeId` is the chosen show
 * or null. At least one ticket is required (spec section 5: 'No tickets selected').
 */
export interface TCheckoutData {
  selectedTickets: TSelectedTicket[];
  eventDetails: {
    id: number | string;
    name: string;
    selectedDate: string | null;
    selectedShowTimeId: number | null;
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function readSelectedTicket(v: unknown): TSelectedTicket | null {
  if (!isRecord(v)) return null;
  const { id, name, price, quantity } = v;
  if (!isInt(id) || typeof name !== 'string' || !isInt(price) || price < 0 || !isInt(quantity) || quantity < 1)
    return null;
  return { id, name, price, quantity };
}

/** Checks a value is stored checkout data; returns a clean copy, or null. */
export function readCheckoutData(value: unknown): TCheckoutData | null {
  if (!isRecord(value) || !Array.isArray(value.selectedTickets) || !isRecord(value.eventDetails)) return null;
  const tickets = value.selectedTickets.map(readSelectedTicket);
  if (tickets.length === 0 || tickets.some((t) => t === null)) return null;
  const d = value.eventDetails;
  const idOk = isInt(d.id) || (typeof d.id === 'string' && d.id.length > 0);
  if (!idOk || typeof d.name !== 'string') return null;
  if (d.selectedDate !== null && typeof d.selectedDate !== 'string') return null;
  if (d.selectedShowTimeId !== null && !isInt(d.selectedShowTimeId)) return null;
  return {
    selectedTickets: tickets as TSelectedTicket[],
    eventDetails: {
      id: d.id as number | string,
      name: d.name,
      selectedDate: d.selectedDate,
      selectedShowTimeId: d.selectedShowTimeId,
    },
  };
}

/** Reads stored checkout data safely: null when absent, not JSON, or not the expected shape. */
export function parseCheckoutData(raw: string | null | undefined): TCheckoutData | null {
  if (!raw) return null;
  try {
    return readCheckoutData(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Spec Buy flow step 3: one ticket per type at price 0 and quantity 1, or the default Free Admission ticket. */
export function freeCheckoutTickets(event: Pick<TEvent, 'ticketTypes'>): TSelectedTicket[] {
  const types = event.ticketTypes ?? [];
  if (types.length === 0) return [{ ...FREE_ADMISSION_TICKET, quantity: 1 }];
  return types.map((t) => ({ id: t.id, name: t.name, price: 0, quantity: 1 }));
}

// --- Orders -------------------------------------------------------------------------------------

/**
 * Order statuses, one set of names for the schema, the glossary, the API and the screens:
 * pending (places held while the buyer pays), paid, reserved (free reservation), failed (the hold
 * ran out after a declined payment), expired (the hold ran out), cancelled, refunded.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'reserved', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A ticket transfer's states (decision 051): waiting for the recipient, then one of the three ends. */
export const TICKET_TRANSFER_STATUSES = ['pending', 'accepted', 'cancelled', 'lapsed'] as const;
export type TicketTransferStatus = (typeof TICKET_TRANSFER_STATUSES)[number];

export const PAYMENT_CHANNELS = ['card', 'mpesa'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const PAYMENT_STATUSES = ['initialized', 'pending', 'succeeded', 'failed', 'abandoned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['paystack', 'sandbox', 'daraja'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Why an M-Pesa prompt failed, as a stable code (Daraja's result codes 1032, 1037, 1, 2001 and
 * any other): the web words it in the buyer's language and offers a retry.
 */
export const MPESA_FAILURE_CODES = [
  'mpesa_cancelled',
  'mpesa_unreachable',
  'mpesa_insufficient_funds',
  'mpesa_wrong_pin',
  'mpesa_failed',
] as const;
export type MpesaFailureCode = (typeof MPESA_FAILURE_CODES)[number];

/** How long places are held while the buyer pays, unless CHECKOUT_HOLD_MINUTES says otherwise. */
export const DEFAULT_HOLD_MINUTES = 10;
/**
 * Until its first payment starts, a hold lasts at most this long; the first payment start gives
 * it the rest of its full time (decision 038), so places nobody pays for go back sooner.
 */
export const HOLD_BEFORE_PAYMENT_MINUTES = 5;
/**
 * A free reservation made without signing in holds its places this long for the code we email
 * (decision 017); unconfirmed, the places go back.
 */
export const RESERVATION_CONFIRM_MINUTES = 15;
/** No payment starts with less of the hold left than this: it could not finish in time. */
export const MIN_SECONDS_TO_START_PAYMENT = 60;
/** While an M-Pesa prompt or a card's bank check is open, the hold has at least this much left. */
export const PAYMENT_HOLD_EXTENSION_SECONDS = 180;
/** Tickets one buyer may have for one event unless the host sets another number. */
export const DEFAULT_MAX_TICKETS_PER_BUYER = 10;

/** One line of a priced order: the server's price, never the browser's. */
export interface TPricedLine {
  unitPrice: number;
  quantity: number;
}

/**
 * What an order costs, in whole KES. The service fee (fees.ts) is per paid ticket; when the
 * buyer carries it, it is added on top (`fees`), when the host does, the buyer pays the price
 * alone and the fee comes out of the host's share (`hostFee`).
 */
export function orderAmounts(
  lines: readonly TPricedLine[],
  feePaidBy: 'buyer' | 'host',
): { subtotal: number; fees: number; total: number; serviceFee: number } {
  const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const fee = lines.reduce((s, l) => s + serviceFee(l.unitPrice) * l.quantity, 0);
  const fees = feePaidBy === 'buyer' ? fee : 0;
  return { subtotal, fees, total: subtotal + fees, serviceFee: fee };
}

/** The occurrence key of a date choice: 'single', 'show:<id>' or the day 'YYYY-MM-DD'. */
export function occurrenceKeyOf(
  eventType: TEvent['eventType'],
  selectedDate: string | null,
  selectedShowTimeId: number | null,
): string | null {
  if (eventType === 'one-off') return 'single';
  if (eventType === 'multiple-shows') return selectedShowTimeId === null ? null : `show:${selectedShowTimeId}`;
  return selectedDate && /^\d{4}-\d{2}-\d{2}$/.test(selectedDate.slice(0, 10)) ? selectedDate.slice(0, 10) : null;
}

/** Ticket type availability on one date, as GET /api/events/{id}/availability reports it. */
export type TicketSaleState = 'on_sale' | 'sold_out' | 'not_started' | 'ended';

export interface TAvailabilityTicketType {
  /** The public ticket type id (FREE_ADMISSION_TICKET.id for a free event's hidden row). */
  id: number;
  /** Places left for this type on this date (its own and the date's capacity); null: not limited. */
  placesLeft: number | null;
  state: TicketSaleState;
}

export interface TAvailabilityOccurrence {
  key: string;
  /** 'YYYY-MM-DD' in the event's zone. */
  date: string | null;
  showTimeId: number | null;
  startsAt: string | null;
  /** Places left on this date across ticket types; null: only the ticket types limit it. */
  placesLeft: number | null;
  ticketTypes: TAvailabilityTicketType[];
}

export interface TAvailability {
  eventId: number;
  /** When these counts were read (ISO); they are at most a few seconds old. */
  asOf: string;
  occurrences: TAvailabilityOccurrence[];
}

/** Below this many places left the dialog says 'Only N left'. */
export const FEW_PLACES_LEFT = 10;

export interface TOrderItem {
  ticketTypeId: number;
  name: string;
  unitPrice: number;
  quantity: number;
}

export interface TOrderTicket {
  id: number;
  code: string;
  /** What the QR code carries: the code and ids, signed by the server (Ed25519), for offline checks. */
  qrPayload: string;
  ticketTypeName: string;
  attendeeName: string | null;
  status: 'valid' | 'void';
  checkedInAt: string | null;
  /** Voided because it was sent to someone else, who holds a new ticket for the place (decision 051). */
  reissued?: boolean;
  /** The ticket is in a transfer the recipient has not accepted yet. */
  transferPending?: boolean;
  /** Returned to the waiting list for resale (decision 054): its open or sold return. */
  resale?: { id: number; status: 'listed' | 'offered' | 'sold'; refundAmount: number } | null;
  /** Whether its holder may return it to the waiting list now (the date sold out, resale on). */
  returnable?: boolean;
  /** What returning it would give back once a fan buys it (face value less the host's fee), KES. */
  returnRefund?: number;
}

/**
 * Tickets someone else bought and sent to this person (decision 051), one group per order and
 * date: what My tickets shows under "Sent to you". Their QR images come from
 * /api/profile/tickets/{ticketId}/qr.svg (the holder only), never from the order's link.
 */
export interface TReceivedTickets {
  /** The order's reference, to tell groups apart (not its token: that is the buyer's). */
  reference: string;
  fromName: string | null;
  event: TOrder['event'];
  occurrence: TOrder['occurrence'];
  tickets: TOrderTicket[];
}

export interface TOrderPayment {
  reference: string;
  provider: PaymentProviderName;
  channel: PaymentChannel | null;
  status: PaymentStatus;
  /** Where a card payment continues (the provider's page), while it is open. */
  authorizationUrl: string | null;
  /** What the M-Pesa prompt said, or why it failed, in words for the buyer. */
  message: string | null;
  mpesaReceipt: string | null;
  phone: string | null;
  /** Why a failed M-Pesa prompt failed, as a code the web words (absent for other failures). */
  failureCode?: MpesaFailureCode | null;
  /**
   * Paying by Paybill instead, offered after a failed M-Pesa prompt when the marketplace has a
   * Paybill number: the business number and the account number to type (the order reference).
   */
  paybill?: { businessNumber: string; accountNumber: string } | null;
}

export interface TOrderRefund {
  amount: number;
  reason: string;
  status: 'pending' | 'processing' | 'processed' | 'failed';
  createdAt: string;
}

/** An order as the buyer sees it: GET /api/orders/{token} and every checkout call's answer. */
export interface TOrder {
  token: string;
  reference: string;
  status: OrderStatus;
  /** Why it is in that status, as a stable code (e.g. 'late_payment_sold_out', 'hold_expired'). */
  statusReason: string | null;
  free: boolean;
  /** The host's name when the host gave these tickets (a complimentary order); null otherwise. */
  complimentaryFrom?: string | null;
  event: {
    id: number;
    externalId: string;
    title: string;
    imageUrl: string | null;
    location: string | null;
    address: string | null;
    timeZone: string;
  };
  occurrence: {
    key: string;
    date: string | null;
    showTimeId: number | null;
    startsAt: string | null;
    endsAt: string | null;
  };
  items: TOrderItem[];
  /** The lines at full price. */
  subtotal: number;
  /** What the promo code took off (0 without one); total = subtotal − discount + fees. */
  discount: number;
  /** The promo code applied, as stored (upper-case), or null. */
  promoCode: string | null;
  fees: number;
  total: number;
  currency: string;
  feePaidBy: 'buyer' | 'host';
  /** `locale`: the language the buyer ordered in; the order's mails are written in it. */
  buyer: { name: string; email: string; phone: string | null; locale: TLocale };
  /** When the hold ends (pending orders). */
  expiresAt: string | null;
  /** The server's clock when this was read, so a countdown is right on a phone whose clock is not. */
  serverNow: string;
  createdAt: string;
  paidAt: string | null;
  payment: TOrderPayment | null;
  tickets: TOrderTicket[];
  refunds: TOrderRefund[];
  history: { status: OrderStatus; reason: string | null; at: string }[];
}

/** Stable error codes of checkout (the client branches on these, never on the message). */
export const CHECKOUT_ERROR_CODES = [
  'event_not_found',
  'event_not_on_sale',
  'event_unpublished',
  'occurrence_not_found',
  'ticket_type_not_found',
  'ticket_not_on_sale',
  'quantity_invalid',
  'order_limit_exceeded',
  'buyer_limit_exceeded',
  'sold_out',
  'price_changed',
  'order_not_found',
  'order_not_pending',
  'hold_expired',
  'hold_expiring',
  'payment_unavailable',
  'payment_failed',
  'webhook_signature_invalid',
  'idempotency_key_reused',
  'confirmation_code_invalid',
  'rate_limited',
  // An M-Pesa phone not yet shown to be the buyer's (decision 042): a code was sent by SMS
  // (`retryAfter`: seconds until another may be sent); the code typed was wrong or is spent;
  // the SMS gateway would not take it.
  'phone_unproven',
  'phone_code_invalid',
  'phone_code_not_sent',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

/** Session-storage key of the in-progress order's token (the address carries it too). */
export const ORDER_TOKEN_STORAGE_KEY = 'checkoutOrder';
