import { createHash } from 'node:crypto';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { isLoopbackHost } from '../../lib/loopback.js';
import { waitWords } from '../../lib/wait-text.js';
import {
  RateLimitedError,
  clearKey,
  giveSlotBack,
  takeSlot,
  takeSlots,
  type ThrottleRule,
} from '../../lib/throttle.js';
import { AUTH_TEXTS, fillText } from './auth.texts.js';

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
 *   addresses.
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
    account: { limit: 20, windowMs: 15 * MIN },
    accountAddress: { limit: 5, windowMs: 15 * MIN },
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
}

/** Whether the per-address limits count this address (see THROTTLES). */
const countsAddress = (address: string) => !isLoopbackHost(address);

/** How a device id is kept: SHA-256, so neither the table nor the counters hold the cookie's value. */
export const deviceHash = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

const tooMany = (wait: number) =>
  new RateLimitedError(wait, fillText(AUTH_TEXTS.tooManyAttempts, { wait: waitWords(wait) }));

/**
 * Takes one slot of every counter an attempt of `action` meets, all or none.
 * @throws RateLimitedError when one is used up (nothing is counted then)
 */
export async function takeAttempt(db: DbOrTx, action: 'signin' | 'code', who: Requester, now: Date): Promise<Attempt> {
  const rules: Record<string, ThrottleRule> = THROTTLES[action];
  const account = who.account.toLowerCase();
  const entries: { key: string; rule: ThrottleRule; own: boolean }[] = who.knownDevice
    ? [{ key: `${action}:acct-dev:${account}|${who.knownDevice}`, rule: rules.accountDevice!, own: true }]
    : [
        { key: `${action}:acct-addr:${account}|${who.address}`, rule: rules.accountAddress!, own: true },
        { key: `${action}:acct:${account}`, rule: rules.account!, own: false },
        ...(rules.address && countsAddress(who.address)
          ? [{ key: `${action}:addr:${who.address}`, rule: rules.address, own: false }]
          : []),
      ];
  const taken = await takeSlots(db, entries, now);
  if (!taken.ok) throw tooMany(taken.retryAfterSeconds);
  return {
    own: entries.filter((e) => e.own).map((e) => e.key),
    shared: entries.filter((e) => !e.own).map((e) => e.key),
  };
}

/**
 * The attempt succeeded: it does not count. Its own counters start over (this client or device
 * proved itself); the shared ones only get this attempt's slot back, so an owner's sign-in never
 * wipes out what an attacker elsewhere has used up.
 */
export async function attemptSucceeded(db: DbOrTx, attempt: Attempt): Promise<void> {
  for (const key of attempt.own) await clearKey(db, key);
  for (const key of attempt.shared) await giveSlotBack(db, key);
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
  throw new RateLimitedError(wait, fillText(AUTH_TEXTS.codeCooldown, { wait: waitWords(wait) }));
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
