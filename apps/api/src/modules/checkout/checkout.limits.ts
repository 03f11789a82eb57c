import { createHash } from 'node:crypto';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { addressKey } from '../../lib/client-address.js';
import { isLoopbackHost } from '../../lib/loopback.js';
import {
  RateLimitedError,
  clearKey,
  giveSlotBack,
  takeSlot,
  takeSlots,
  type ThrottleRule,
} from '../../lib/throttle.js';
import { CHECKOUT_TEXTS as T } from './checkout.texts.js';

const SEC = 1000;
const MIN = 60 * SEC;

/**
 * Checkout's abuse limits (decision 017). Every limit is a fixed-window counter taken in one
 * statement (lib/throttle.ts) before the action, and given back when the action did not happen.
 *
 * - `holdPerBuyer`: pending holds (paid holds and free reservations awaiting their code) started
 *   per email, per phone, per device cookie and per signed-in account. A buyer needs one or two;
 *   five in ten minutes leaves room for a changed mind, a new date and a retry.
 * - `holdPerAddress`: holds started from one address (an IPv6 address counts as its /64), signed
 *   in or not. Kenyan carriers put thousands of phones behind one address, and a flash sale
 *   sends them all at once, so the number is sized for a sale (300 in ten minutes) rather than
 *   for one person: it stops one machine opening holds by the hundred, not a crowd. Loopback is
 *   not counted (a proxy on this machine, the tests).
 * - The address share (decision 038, `hold_within_address_share` in migration 0022): whatever
 *   the counters above allow, the places held at once from one address on one ticket type never
 *   pass the larger of 20 and 5 % of its capacity. It is checked where the places are taken.
 * - `paymentStartPerOrder` / `paymentStartPerPhone`: payment attempts per order (10: a declined
 *   card tried again, M-Pesa after card, …) and per phone across orders (20: the M-Pesa phone, or
 *   the order's phone for a card), so one phone cannot be used to start payments without end.
 * - `verifyPerOrder` / `verifyPerPhone`: "Check my payment" asks the provider; the page polls
 *   the order, not the provider, so a person needs a handful.
 * - `mpesaPromptPerPhone`: one M-Pesa prompt to a phone per 90 s across every order (a second tap
 *   on the same order gets the open prompt back before this limit is asked).
 * - `codeTriesPerOrder`: wrong confirmation codes per free reservation (1 in 200,000 to guess).
 * - `phoneCodeResend` / `phoneCodesPerPhone` / `phoneCodesPerAddress` (decision 042): the SMS
 *   code that proves an M-Pesa phone. One a minute to a phone (the page's "send a new code"
 *   waits that long), five an hour to a phone (a buyer needs one, two with a typo), and 100 per
 *   ten minutes from one address, signed in or not (a third of the 300 holds an address may open:
 *   only first-time M-Pesa phones need a code). Loopback is not counted, as for holds.
 */
export const CHECKOUT_LIMITS = {
  holdPerBuyer: { limit: 5, windowMs: 10 * MIN },
  holdPerAddress: { limit: 300, windowMs: 10 * MIN },
  paymentStartPerOrder: { limit: 10, windowMs: 10 * MIN },
  paymentStartPerPhone: { limit: 20, windowMs: 10 * MIN },
  verifyPerOrder: { limit: 20, windowMs: 10 * MIN },
  verifyPerPhone: { limit: 40, windowMs: 10 * MIN },
  mpesaPromptPerPhone: { limit: 1, windowMs: 90 * SEC },
  codeTriesPerOrder: { limit: 5, windowMs: 15 * MIN },
  phoneCodeResend: { limit: 1, windowMs: OTP_RESEND_COOLDOWN_SECONDS * SEC },
  phoneCodesPerPhone: { limit: 5, windowMs: 60 * MIN },
  phoneCodesPerAddress: { limit: 100, windowMs: 10 * MIN },
} satisfies Record<string, ThrottleRule>;

/** A hold is extended at most this many times by payment starts (each to 3 minutes left). */
export const MAX_HOLD_EXTENSIONS = 3;
/** How long a free reservation waits for its emailed code before its places go back (contracts). */
export { RESERVATION_CONFIRM_MINUTES } from '@tribe/contracts';

/** Keys never hold an email, phone or device id as typed: a short hash is enough to count. */
const h = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

/** Who starts a hold, as the limits see them. */
export interface HoldRequester {
  email: string;
  phone: string | null;
  deviceId: string | null;
  userId: number | null;
  address: string | null;
}

/** A hold's slots: per email, phone, device and account, and per address (what `takeHoldSlots` takes). */
export function holdEntries(who: HoldRequester): { key: string; rule: ThrottleRule }[] {
  const rule = CHECKOUT_LIMITS.holdPerBuyer;
  const entries = [{ key: `co:hold:e:${h(who.email.trim().toLowerCase())}`, rule }];
  if (who.phone) entries.push({ key: `co:hold:p:${h(who.phone)}`, rule });
  if (who.deviceId) entries.push({ key: `co:hold:d:${h(who.deviceId)}`, rule });
  if (who.userId !== null) entries.push({ key: `co:hold:u:${who.userId}`, rule });
  const address = holdAddressOf(who.address);
  if (address) entries.push({ key: `co:hold:a:${address}`, rule: CHECKOUT_LIMITS.holdPerAddress });
  return entries;
}

/**
 * The key an order's address is counted under, for the hold counter and the address share (the
 * order's `hold_address`): a short hash of the address as the limits count it, null for none or
 * for loopback.
 */
export function holdAddressOf(address: string | null | undefined): string | null {
  if (!address || isLoopbackHost(address)) return null;
  return h(addressKey(address));
}

/** The address share's refusal: 429 with the wait until the address's first hold ends. */
export const addressShareError = (detail: string | undefined) => {
  const seconds = Math.max(1, Number(detail) || 60);
  return new RateLimitedError(seconds, T.addressShareFull(seconds));
};

/** A hold refused by its slots: 429 with the wait in words. */
export const holdLimitError = (seconds: number) => new RateLimitedError(seconds, T.tooManyHolds(seconds));

/**
 * Takes a hold's slots (all or none); answers the keys, to give back if no hold is made. A paid
 * hold takes them inside `checkout_hold_request` instead (checkout.hold.ts).
 * @throws RateLimitedError (429 rate_limited) with the wait in words
 */
export async function takeHoldSlots(db: DbOrTx, who: HoldRequester, now: Date): Promise<string[]> {
  const entries = holdEntries(who);
  const r = await takeSlots(db, entries, now);
  if (!r.ok) throw holdLimitError(r.retryAfterSeconds);
  return entries.map((e) => e.key);
}

/** Gives slots back (the hold or payment they were taken for was refused: sold out, over the buyer's cap, …). */
export async function giveHoldSlotsBack(db: DbOrTx, keys: readonly string[]): Promise<void> {
  for (const k of keys) await giveSlotBack(db, k);
}

/**
 * Takes a payment start's slots: per order and per phone, and for M-Pesa the one-prompt-per-90 s
 * slot of the phone. Answers the keys to give back if no attempt is made.
 * @throws RateLimitedError
 */
export async function takePaymentStartSlots(
  db: DbOrTx,
  orderId: number,
  phone: string | null,
  channel: 'card' | 'mpesa',
  now: Date,
): Promise<string[]> {
  const entries = [{ key: `co:pay:o:${orderId}`, rule: CHECKOUT_LIMITS.paymentStartPerOrder }];
  if (phone) entries.push({ key: `co:pay:p:${h(phone)}`, rule: CHECKOUT_LIMITS.paymentStartPerPhone });
  const r = await takeSlots(db, entries, now);
  if (!r.ok) throw new RateLimitedError(r.retryAfterSeconds, T.tooManyPaymentStarts(r.retryAfterSeconds));
  const keys = entries.map((e) => e.key);
  if (channel === 'mpesa' && phone) {
    const key = `co:mpesa:p:${h(phone)}`;
    const prompt = await takeSlot(db, key, CHECKOUT_LIMITS.mpesaPromptPerPhone, now);
    if (!prompt.ok) {
      await giveHoldSlotsBack(db, keys);
      throw new RateLimitedError(prompt.retryAfterSeconds, T.mpesaPromptRecent(prompt.retryAfterSeconds));
    }
    keys.push(key);
  }
  return keys;
}

/** Takes a verify's slots (per order, per phone). @throws RateLimitedError */
export async function takeVerifySlots(db: DbOrTx, orderId: number, phone: string | null, now: Date): Promise<void> {
  const entries = [{ key: `co:verify:o:${orderId}`, rule: CHECKOUT_LIMITS.verifyPerOrder }];
  if (phone) entries.push({ key: `co:verify:p:${h(phone)}`, rule: CHECKOUT_LIMITS.verifyPerPhone });
  const r = await takeSlots(db, entries, now);
  if (!r.ok) throw new RateLimitedError(r.retryAfterSeconds, T.tooManyVerifies(r.retryAfterSeconds));
}

/** Takes one of a hold's extensions; false when it has had MAX_HOLD_EXTENSIONS. */
export async function takeHoldExtension(db: DbOrTx, orderId: number, now: Date): Promise<boolean> {
  // The window outlives any hold, so the count is per order for good.
  return (await takeSlot(db, `co:extend:o:${orderId}`, { limit: MAX_HOLD_EXTENSIONS, windowMs: 24 * 60 * MIN }, now))
    .ok;
}

const codeKey = (orderId: number) => `co:code:o:${orderId}`;

/** Takes one try of a reservation's code. @throws RateLimitedError */
export async function takeCodeTry(db: DbOrTx, orderId: number, now: Date): Promise<void> {
  const r = await takeSlot(db, codeKey(orderId), CHECKOUT_LIMITS.codeTriesPerOrder, now);
  if (!r.ok) throw new RateLimitedError(r.retryAfterSeconds, T.tooManyCodeTries(r.retryAfterSeconds));
}

/** The right code was typed: its tries are forgotten. */
export async function clearCodeTries(db: DbOrTx, orderId: number): Promise<void> {
  await clearKey(db, codeKey(orderId));
}

/** The wait before another phone code may be sent, or the keys taken for this one. */
export type PhoneCodeSlots = { sent: true; keys: string[] } | { sent: false; resendAfterSeconds: number };

/**
 * Takes the slots of one SMS code to `phone` (decision 042): first the phone's one-a-minute
 * slot (taken: a code went out less than a minute ago, so the answer is the wait and no SMS),
 * then its hourly slot and the address's, together. Answers the keys to give back if the SMS
 * could not be sent.
 * @throws RateLimitedError when the hourly or the address's limit is used up
 */
export async function takePhoneCodeSlots(
  db: DbOrTx,
  phone: string,
  address: string | null,
  now: Date,
): Promise<PhoneCodeSlots> {
  const resendKey = `co:phcode:r:${h(phone)}`;
  const resend = await takeSlot(db, resendKey, CHECKOUT_LIMITS.phoneCodeResend, now);
  if (!resend.ok) return { sent: false, resendAfterSeconds: resend.retryAfterSeconds };
  const entries = [{ key: `co:phcode:p:${h(phone)}`, rule: CHECKOUT_LIMITS.phoneCodesPerPhone }];
  const counted = holdAddressOf(address);
  if (counted) entries.push({ key: `co:phcode:a:${counted}`, rule: CHECKOUT_LIMITS.phoneCodesPerAddress });
  const r = await takeSlots(db, entries, now);
  if (!r.ok) {
    await giveSlotBack(db, resendKey);
    throw new RateLimitedError(r.retryAfterSeconds, T.tooManyPhoneCodes(r.retryAfterSeconds));
  }
  return { sent: true, keys: [resendKey, ...entries.map((e) => e.key)] };
}
