import { retryAfterText } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { RateLimitedError } from '../../lib/throttle.js';
import { clearThrottle, hitThrottle, readThrottle } from './auth.repository.js';

export { RateLimitedError };

interface Rule {
  limit: number;
  windowMs: number;
}

const MIN = 60_000;

/**
 * Limits per action. Each is counted on the account (the username or email typed, whether or
 * not it exists, so the limits themselves do not reveal accounts) and on the account plus the
 * client address. There is deliberately no limit per address alone: Kenyan carriers put many
 * phones behind one address, and a per-address limit would lock out a whole network on the
 * day tickets go on sale. The account limit is what stops a guessing attack spread over many
 * addresses; the account-plus-address limit stops one client long before that.
 */
export const THROTTLES = {
  /** Failed sign-ins. */
  signin: { account: { limit: 20, windowMs: 15 * MIN }, accountAddress: { limit: 5, windowMs: 15 * MIN } },
  /** Sign-up attempts per email. */
  signup: { account: { limit: 10, windowMs: 60 * MIN }, accountAddress: { limit: 5, windowMs: 60 * MIN } },
  /** Wrong codes (verify and reset-password), on top of each code's own 5 tries. */
  code: { account: { limit: 15, windowMs: 60 * MIN }, accountAddress: { limit: 10, windowMs: 15 * MIN } },
  /** Codes mailed (sign-up, resend, forgot-password), on top of the 60 s between two sends. */
  send: { account: { limit: 6, windowMs: 60 * MIN }, accountAddress: { limit: 6, windowMs: 60 * MIN } },
} satisfies Record<string, { account: Rule; accountAddress: Rule }>;

export type ThrottleAction = keyof typeof THROTTLES;

const keys = (action: ThrottleAction, account: string, address: string) => ({
  account: `${action}:acct:${account.toLowerCase()}`,
  accountAddress: `${action}:acct-addr:${account.toLowerCase()}|${address}`,
});

const secondsLeft = (windowStartedAt: Date, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil((windowStartedAt.getTime() + windowMs - now.getTime()) / 1000));

/** Throws RateLimitedError when either counter of `action` is used up. */
export async function assertNotThrottled(
  db: DbOrTx,
  action: ThrottleAction,
  account: string,
  address: string,
  now: Date,
): Promise<void> {
  const k = keys(action, account, address);
  const rules = THROTTLES[action];
  let wait = 0;
  for (const which of ['account', 'accountAddress'] as const) {
    const state = await readThrottle(db, k[which]);
    const rule = rules[which];
    if (state && state.hits >= rule.limit && state.windowStartedAt.getTime() + rule.windowMs > now.getTime())
      wait = Math.max(wait, secondsLeft(state.windowStartedAt, rule.windowMs, now));
  }
  if (wait) throw new RateLimitedError(wait, `Too many attempts. Please try again in ${retryAfterText(wait)}.`);
}

/** Counts one attempt of `action` on both counters. */
export async function countAttempt(
  db: DbOrTx,
  action: ThrottleAction,
  account: string,
  address: string,
  now: Date,
): Promise<void> {
  const k = keys(action, account, address);
  await hitThrottle(db, k.account, THROTTLES[action].account.windowMs, now);
  await hitThrottle(db, k.accountAddress, THROTTLES[action].accountAddress.windowMs, now);
}

/** After a success from this address, its failures no longer count against it. */
export async function forgiveAddress(db: DbOrTx, action: ThrottleAction, account: string, address: string) {
  await clearThrottle(db, keys(action, account, address).accountAddress);
}

/**
 * The pause between two codes mailed to one address for one purpose. Recorded whether or not
 * the email has an account, so the answers look the same either way.
 */
export async function takeSendSlot(
  db: DbOrTx,
  purpose: string,
  email: string,
  cooldownSeconds: number,
  now: Date,
): Promise<void> {
  const key = `cooldown:${purpose}:${email.toLowerCase()}`;
  const windowMs = cooldownSeconds * 1000;
  // One statement decides, so two requests at once cannot both take the slot.
  const state = await hitThrottle(db, key, windowMs, now);
  if (state.hits > 1) {
    const wait = secondsLeft(state.windowStartedAt, windowMs, now);
    throw new RateLimitedError(
      wait,
      `We just sent a code to this email. You can ask for another in ${retryAfterText(wait)}.`,
    );
  }
}
