import { OTP_RESEND_COOLDOWN_SECONDS } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { isLoopbackHost } from '../../lib/loopback.js';
import { waitWords } from '../../lib/wait-text.js';
import {
  RateLimitedError,
  clearKey,
  giveSlotBack,
  giveTryBack,
  takeSlot,
  takeSlots,
  takeTry,
  type SlowdownRule,
  type ThrottleRule,
} from '../../lib/throttle.js';
import { AUTH_TEXTS } from './auth.texts.js';

export { RateLimitedError };

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * The accounts' limits (decision 018), on lib/throttle.ts's one-statement counters: every
 * attempt takes its slots before it is judged, so two requests at once can never both take the
 * last one; a success gives back what it took.
 *
 * - `account`: the username or email typed, whether or not it exists (so a limit never tells),
 *   from devices that account does not know. This is what stops guessing spread over many
 *   addresses. For sign-in it is a slowdown, not a lock (SIGNIN_SLOWDOWN, issue 24).
 * - `accountDevice`: a known device (one that has signed in to the account before) has a counter
 *   of its own instead of the account's and the address's, so failures from elsewhere, however
 *   many, never lock the owner out of their own browser.
 * - `accountAddress`: one client guessing at one account, stopped long before the account limit.
 * - `address`: one address across every account, sized for a whole carrier's phones behind one
 *   address (Kenyan networks NAT many thousands of people), so only a spraying script reaches it.
 *   Not counted for a loopback address: there the address names no client (a proxy on this
 *   machine that TRUST_PROXY does not name, or the browser tests), and one counter would hold
 *   the whole site back.
 */
export const THROTTLES = {
  /** Failed sign-ins (and failed password checks on the profile). */
  signin: {
    accountDevice: { limit: 10, windowMs: 15 * MIN },
    address: { limit: 100, windowMs: 15 * MIN },
  },
  /** Wrong codes (verify, reset-password, email change), on top of each code's own 5 tries. */
  code: {
    account: { limit: 15, windowMs: HOUR },
    accountAddress: { limit: 10, windowMs: 15 * MIN },
    accountDevice: { limit: 10, windowMs: 15 * MIN },
  },
  /** Sign-up attempts per email. */
  signup: {
    account: { limit: 10, windowMs: HOUR },
    accountAddress: { limit: 5, windowMs: HOUR },
  },
  /** Mails sent (sign-up code, resend, forgot-password, email change), besides the 60 s pause. */
  send: {
    account: { limit: 6, windowMs: HOUR },
    accountDevice: { limit: 6, windowMs: HOUR },
    address: { limit: 30, windowMs: HOUR },
  },
} satisfies Record<string, Record<string, ThrottleRule>>;

/**
 * Wrong passwords for an account from devices it does not know (issue 24, decision 037): after
 * two free ones (a typo, then the right password at once), each makes the next try from any such
 * device wait twice as long (1 s, 2 s, 4 s … at most 15 minutes), counted per account whatever the address, so guessing stays slow while the owner on
 * a new phone is held back seconds, not locked out for a window by a few tries. Tries that come
 * before their time are refused and not counted. The count is forgotten after a day with none.
 */
export const SIGNIN_SLOWDOWN: SlowdownRule = {
  freeTries: 2,
  firstDelayMs: 1000,
  maxDelayMs: 15 * MIN,
  forgetAfterMs: 24 * HOUR,
};

/** Who is asking, as the limits see them. */
export interface Requester {
  /** The account as typed: a username or an email, any case. */
  account: string;
  /** The client address as TRUST_PROXY lets us see it. */
  address: string;
  /** The device's hash (deviceHash) when this device has signed in to the account before; else null. */
  knownDevice: string | null;
}

/** Slots taken for one attempt: `own` are this requester's alone, `shared` everyone's. */
export interface Attempt {
  own: string[];
  shared: string[];
  /** The account's slowdown try (SIGNIN_SLOWDOWN), when one was taken. */
  slow?: string;
}

/** Whether the per-address limits count this address (see THROTTLES). */
const countsAddress = (address: string) => !isLoopbackHost(address);

const tooMany = (wait: number) => new RateLimitedError(wait, AUTH_TEXTS.tooManyAttempts(waitWords(wait)));

/**
 * Takes one slot of every counter an attempt of `action` meets, all or none.
 * @throws RateLimitedError when one is used up (nothing is counted then)
 */
export async function takeAttempt(db: DbOrTx, action: 'signin' | 'code', who: Requester, now: Date): Promise<Attempt> {
  const account = who.account.toLowerCase();
  if (who.knownDevice) {
    const key = `${action}:acct-dev:${account}|${who.knownDevice}`;
    const taken = await takeSlot(db, key, THROTTLES[action].accountDevice, now);
    if (!taken.ok) throw tooMany(taken.retryAfterSeconds);
    return { own: [key], shared: [] };
  }
  if (action === 'signin') return takeSigninTry(db, account, who.address, now);
  const rules = THROTTLES.code;
  const entries: { key: string; rule: ThrottleRule; own: boolean }[] = [
    { key: `code:acct-addr:${account}|${who.address}`, rule: rules.accountAddress, own: true },
    { key: `code:acct:${account}`, rule: rules.account, own: false },
  ];
  const taken = await takeSlots(db, entries, now);
  if (!taken.ok) throw tooMany(taken.retryAfterSeconds);
  return {
    own: entries.filter((e) => e.own).map((e) => e.key),
    shared: entries.filter((e) => !e.own).map((e) => e.key),
  };
}

/**
 * A sign-in from a device the account does not know: a slot of the address's budget (across
 * accounts), then a try of the account's slowdown (SIGNIN_SLOWDOWN); both are shared, so a
 * success gives them back without wiping what others used up.
 */
async function takeSigninTry(db: DbOrTx, account: string, address: string, now: Date): Promise<Attempt> {
  const addressKey = countsAddress(address) ? `signin:addr:${address}` : null;
  if (addressKey) {
    const taken = await takeSlot(db, addressKey, THROTTLES.signin.address, now);
    if (!taken.ok) throw tooMany(taken.retryAfterSeconds);
  }
  const slowKey = `signin:slow:${account}`;
  const tried = await takeTry(db, slowKey, SIGNIN_SLOWDOWN, now);
  if (!tried.ok) {
    if (addressKey) await giveSlotBack(db, addressKey);
    throw tooMany(tried.retryAfterSeconds);
  }
  return { own: [], shared: addressKey ? [addressKey] : [], slow: slowKey };
}

/**
 * The attempt succeeded: it does not count. Its own counters start over (this client or device
 * proved itself); the shared ones only get this attempt's slot back, so an owner's sign-in never
 * wipes out what an attacker elsewhere has used up.
 */
export async function attemptSucceeded(db: DbOrTx, attempt: Attempt): Promise<void> {
  for (const key of attempt.own) await clearKey(db, key);
  for (const key of attempt.shared) await giveSlotBack(db, key);
  if (attempt.slow) await giveTryBack(db, attempt.slow, SIGNIN_SLOWDOWN);
}

/**
 * Counts one sign-up attempt for this email (every attempt counts, whatever its answer).
 * @throws RateLimitedError
 */
export async function takeSignupAttempt(db: DbOrTx, email: string, address: string, now: Date): Promise<void> {
  const account = email.toLowerCase();
  const taken = await takeSlots(
    db,
    [
      { key: `signup:acct-addr:${account}|${address}`, rule: THROTTLES.signup.accountAddress },
      { key: `signup:acct:${account}`, rule: THROTTLES.signup.account },
    ],
    now,
  );
  if (!taken.ok) throw tooMany(taken.retryAfterSeconds);
}

/**
 * Takes one mail of the hourly budgets: the account's (or, from its known device, the device's
 * own) and the address's.
 * @throws RateLimitedError
 */
export async function takeSendBudget(db: DbOrTx, who: Requester, now: Date): Promise<string[]> {
  const account = who.account.toLowerCase();
  const entries = [
    who.knownDevice
      ? { key: `send:acct-dev:${account}|${who.knownDevice}`, rule: THROTTLES.send.accountDevice }
      : { key: `send:acct:${account}`, rule: THROTTLES.send.account },
    ...(countsAddress(who.address) ? [{ key: `send:addr:${who.address}`, rule: THROTTLES.send.address }] : []),
  ];
  const taken = await takeSlots(db, entries, now);
  if (!taken.ok) throw tooMany(taken.retryAfterSeconds);
  return entries.map((e) => e.key);
}

/**
 * Takes the 60 s pause between two codes mailed to one email for one purpose. Taken whether or
 * not the email has an account, so the answers look the same either way.
 * @returns 0 when taken, else the seconds until it is free
 */
export async function takeCooldown(db: DbOrTx, purpose: string, email: string, now: Date): Promise<number> {
  const taken = await takeSlot(
    db,
    `cooldown:${purpose}:${email.toLowerCase()}`,
    { limit: 1, windowMs: OTP_RESEND_COOLDOWN_SECONDS * 1000 },
    now,
  );
  return taken.ok ? 0 : taken.retryAfterSeconds;
}

/**
 * Takes what mailing a code costs: the hourly budgets, then the 60 s pause (when the pause
 * refuses, the budgets get their slot back: nothing was sent).
 * @throws RateLimitedError (too many mails, or a code sent within the last 60 s)
 */
export async function takeSend(db: DbOrTx, purpose: string, who: Requester, now: Date): Promise<void> {
  const budget = await takeSendBudget(db, who, now);
  const wait = await takeCooldown(db, purpose, who.account, now);
  if (!wait) return;
  for (const key of budget) await giveSlotBack(db, key);
  throw new RateLimitedError(wait, AUTH_TEXTS.codeCooldown(waitWords(wait)));
}

/** takeSend for a mail nobody asked for in so many words (sign-in of an unverified account): false instead of a 429. */
export async function takeSendQuietly(db: DbOrTx, purpose: string, who: Requester, now: Date): Promise<boolean> {
  try {
    await takeSend(db, purpose, who, now);
    return true;
  } catch (err) {
    if (err instanceof RateLimitedError) return false;
    throw err;
  }
}
