import {
  discountedOrderAmounts,
  type TOrderAmounts,
  type TPromoErrorCode,
  type TPromoLine,
  type TPromoRule,
} from '@tribe/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { CHECKOUT_TEXTS } from './checkout.texts.js';
import {
  countWrongCode,
  findPromoCode,
  findPromoCodeById,
  wrongCodeCount,
  type PromoCodeRow,
} from './promo.repository.js';

/**
 * A buyer's promo code at checkout (issue 9): whether it applies, and what the order then costs.
 * The code is read fresh (never from the sale event's cache), and its use is taken in the hold's
 * own transaction (checkout.hold.ts, checkout.reserve.ts), so this is a pre-check that gives the buyer the
 * right words, not the guard.
 */

/** Wrong codes one address may try per event in WRONG_CODE_WINDOW_MS before it waits. */
export const WRONG_CODES_ALLOWED = 10;
export const WRONG_CODE_WINDOW_MS = 15 * 60_000;

export const ruleOf = (row: Pick<PromoCodeRow, 'discountType' | 'discountValue' | 'ticketTypeIds'>): TPromoRule => ({
  discountType: row.discountType,
  discountValue: row.discountValue,
  ticketTypeIds: row.ticketTypeIds,
});

/** A refusal the buyer reads (the host's own codes, taken and locked, are not among them). */
export type PromoBuyerError = Extract<TPromoErrorCode, keyof typeof CHECKOUT_TEXTS.promo>;

/** Why a code cannot be used now (before looking at the tickets), or null. */
export function promoRefusal(row: PromoCodeRow | undefined, now: Date): PromoBuyerError | null {
  if (!row || row.archivedAt) return 'promo_code_invalid';
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'promo_code_expired';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'promo_code_not_started';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'promo_code_used_up';
  return null;
}

export function promoError(code: PromoBuyerError): AppError {
  return new AppError(code, CHECKOUT_TEXTS.promo[code]);
}

export interface AppliedPromo {
  promo: PromoCodeRow;
  amounts: TOrderAmounts;
}

const throttleKey = (eventId: number, address: string) => `promo:${eventId}|${address}`;

/**
 * The event's code applied to these lines: the code's row and the order's amounts with it.
 * Wrong codes (unknown or archived) count against the buyer's address for this event; past
 * WRONG_CODES_ALLOWED in the window every code from there waits, right or wrong, so codes
 * cannot be guessed by trying many.
 * @throws AppError rate_limited; promo_code_invalid | _expired | _not_started | _used_up |
 *   _not_applicable (no ticket it applies to, or only free ones)
 */
export async function applyPromoCode(
  db: Db | DbOrTx,
  opts: {
    eventId: number;
    code: string;
    lines: readonly TPromoLine[];
    feePaidBy: 'buyer' | 'host';
    address: string | null;
    now: Date;
  },
): Promise<AppliedPromo> {
  const { now } = opts;
  const key = opts.address ? throttleKey(opts.eventId, opts.address) : null;
  if (key && (await wrongCodeCount(db, key, WRONG_CODE_WINDOW_MS, now)) >= WRONG_CODES_ALLOWED)
    throw new AppError('rate_limited', CHECKOUT_TEXTS.tooManyPromoCodes(WRONG_CODE_WINDOW_MS / 1000));
  const row = await findPromoCode(db, opts.eventId, opts.code);
  const refusal = promoRefusal(row, now);
  if (refusal) {
    if (refusal === 'promo_code_invalid' && key) await countWrongCode(db, key, WRONG_CODE_WINDOW_MS, now);
    throw promoError(refusal);
  }
  const amounts = discountedOrderAmounts(opts.lines, opts.feePaidBy, ruleOf(row!));
  if (amounts.discount <= 0) throw promoError('promo_code_not_applicable');
  return { promo: row!, amounts };
}

/**
 * The service fee of an order with a code (the host's `fee` ledger row when the host carries it),
 * from its lines and the code's rule. A code on orders keeps its discount and ticket types
 * (promo-codes.service.ts), so this is the fee the order was priced with.
 */
export function promoServiceFee(
  items: readonly TPromoLine[],
  feePaidBy: 'buyer' | 'host',
  promo: Pick<PromoCodeRow, 'discountType' | 'discountValue' | 'ticketTypeIds'>,
): number {
  return discountedOrderAmounts(items, feePaidBy, ruleOf(promo)).serviceFee;
}

/** The code's use could not be taken in the hold's transaction (used up, ended or changed since it was read). */
export class PromoUseRefused extends Error {}

/** The buyer's words for a use that could not be taken: the code's state now. */
export async function promoUseRefusal(db: Db, promo: PromoCodeRow, now: Date): Promise<AppError> {
  const refusal = promoRefusal(await findPromoCodeById(db, promo.id), now);
  return refusal ? promoError(refusal) : new AppError('promo_code_invalid', CHECKOUT_TEXTS.promoJustChanged);
}
