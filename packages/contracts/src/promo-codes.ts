import { serviceFee } from './fees.js';
import { formatPrice } from './money.js';

/**
 * Promo codes (issue 9): a host's discount code for one event, as both sides see it, and the
 * one definition of a discount's arithmetic. Plain TypeScript for the browser; the request
 * schemas are in promo-codes.schema.ts.
 *
 * - `percent` takes 1–100 % off each ticket the code applies to (rounded to the shilling per
 *   ticket); `amount` takes whole KES off the order's tickets the code applies to, never more
 *   than they cost.
 * - `ticketTypeIds` empty: every ticket type of the event.
 * - One use is one order. The service fee (fees.ts) is worked out per ticket on its discounted
 *   price, so a ticket made free carries no fee; the order's subtotal stays the full price.
 */

export const PROMO_DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type TPromoDiscountType = (typeof PROMO_DISCOUNT_TYPES)[number];

export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 32;
/** Letters, digits, - and _ (3 to 32); compared and stored upper-case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
/** The largest fixed discount a host may set (KES). */
export const PROMO_MAX_AMOUNT = 1_000_000;
export const PROMO_MAX_USES = 1_000_000;

/** How a code is stored and compared: trimmed, upper-case. */
export const normalisePromoCode = (code: string): string => code.trim().toUpperCase();

/** What decides a discount. */
export interface TPromoRule {
  discountType: TPromoDiscountType;
  discountValue: number;
  /** Empty: every ticket type. */
  ticketTypeIds: readonly number[];
}

export interface TPromoLine {
  ticketTypeId: number;
  unitPrice: number;
  quantity: number;
}

const appliesTo = (rule: TPromoRule, ticketTypeId: number) =>
  rule.ticketTypeIds.length === 0 || rule.ticketTypeIds.includes(ticketTypeId);

/**
 * Each line's discounted unit price (what its service fee is worked out on) and the order's
 * discount. Null when the code takes nothing off these lines (no line it applies to, or only
 * free ones): "This code does not apply to these tickets".
 */
export function promoDiscount(
  lines: readonly TPromoLine[],
  rule: TPromoRule,
): { discount: number; discountedUnitPrices: number[] } | null {
  const eligible = lines.reduce((s, l) => (appliesTo(rule, l.ticketTypeId) ? s + l.unitPrice * l.quantity : s), 0);
  if (eligible <= 0) return null;
  if (rule.discountType === 'percent') {
    const pct = Math.min(Math.max(rule.discountValue, 0), 100);
    const off = (l: TPromoLine) => (appliesTo(rule, l.ticketTypeId) ? Math.round((l.unitPrice * pct) / 100) : 0);
    const discount = lines.reduce((s, l) => s + off(l) * l.quantity, 0);
    if (discount <= 0) return null;
    return { discount, discountedUnitPrices: lines.map((l) => l.unitPrice - off(l)) };
  }
  const discount = Math.min(Math.max(rule.discountValue, 0), eligible);
  if (discount <= 0) return null;
  // For the fee, the amount is spread over the tickets it applies to in proportion to their price.
  const left = eligible - discount;
  return {
    discount,
    discountedUnitPrices: lines.map((l) =>
      appliesTo(rule, l.ticketTypeId) ? Math.round((l.unitPrice * left) / eligible) : l.unitPrice,
    ),
  };
}

export interface TOrderAmounts {
  /** The lines at full price. */
  subtotal: number;
  /** What the code takes off (0 without one). */
  discount: number;
  /** What the buyer pays on top (0 when the host carries the fee). */
  fees: number;
  /** subtotal − discount + fees. */
  total: number;
  /** The service fee of the order, whoever carries it (the host's ledger row when the host does). */
  serviceFee: number;
}

/**
 * What an order costs with an optional promo code, in whole KES (checkout.ts `orderAmounts` is
 * this with no code). The fee is per ticket on its discounted price.
 */
export function discountedOrderAmounts(
  lines: readonly TPromoLine[],
  feePaidBy: 'buyer' | 'host',
  rule: TPromoRule | null,
): TOrderAmounts {
  const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const applied = rule ? promoDiscount(lines, rule) : null;
  const prices = applied?.discountedUnitPrices ?? lines.map((l) => l.unitPrice);
  const fee = lines.reduce((s, l, i) => s + serviceFee(prices[i]!) * l.quantity, 0);
  const discount = applied?.discount ?? 0;
  const fees = feePaidBy === 'buyer' ? fee : 0;
  return { subtotal, discount, fees, total: subtotal - discount + fees, serviceFee: fee };
}

/** Where a code stands at a moment, as the host's list shows it. */
export type TPromoCodeState = 'active' | 'scheduled' | 'expired' | 'used_up' | 'archived';

export function promoCodeState(
  code: { archivedAt?: string | Date | null; startsAt: string | Date | null; endsAt: string | Date | null } & {
    maxUses: number | null;
    usedCount: number;
  },
  now: Date,
): TPromoCodeState {
  const t = (d: string | Date | null | undefined) => (d ? new Date(d).getTime() : null);
  if (code.archivedAt) return 'archived';
  const ends = t(code.endsAt);
  if (ends !== null && ends <= now.getTime()) return 'expired';
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'used_up';
  const starts = t(code.startsAt);
  if (starts !== null && starts > now.getTime()) return 'scheduled';
  return 'active';
}

/** A promo code as its host sees it (GET /api/host/events/{id}/promo-codes). */
export interface TPromoCode {
  id: number;
  code: string;
  discountType: TPromoDiscountType;
  discountValue: number;
  maxUses: number | null;
  /** Orders holding or owning the code now (a released hold gives its use back). */
  usedCount: number;
  startsAt: string | null;
  endsAt: string | null;
  ticketTypeIds: number[];
  state: TPromoCodeState;
  /**
   * Whether any order ever carried the code: its code, discount and ticket types are then fixed
   * (orders keep what they were sold at), and removing it archives it.
   */
  onOrders: boolean;
  archivedAt: string | null;
  createdAt: string;
}

/** The host's promo codes of one event, with the event's ticket types to choose from. */
export interface THostPromoCodes {
  eventId: number;
  ticketTypes: { id: number; name: string; price: number; archived: boolean }[];
  codes: TPromoCode[];
}

/** POST /api/events/{id}/promo-codes/check: what the code takes off these tickets. */
export interface TPromoCheck {
  code: string;
  discountType: TPromoDiscountType;
  discountValue: number;
  ticketTypeIds: number[];
  subtotal: number;
  discount: number;
  fees: number;
  total: number;
}

/** Stable error codes of promo codes (the client branches on these). */
export const PROMO_ERROR_CODES = [
  'promo_code_invalid',
  'promo_code_not_started',
  'promo_code_expired',
  'promo_code_used_up',
  'promo_code_not_applicable',
  'promo_code_taken',
  'promo_code_locked',
] as const;
export type TPromoErrorCode = (typeof PROMO_ERROR_CODES)[number];

/** The discount line every receipt shows: 'Promo EARLY' and '−KES 500' (a minus sign, U+2212). */
export function promoDiscountLine(code: string, discount: number): { label: string; amount: string } {
  return { label: `Promo ${code}`, amount: `\u2212${formatPrice(discount)}` };
}
