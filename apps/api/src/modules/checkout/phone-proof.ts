import type { FastifyInstance } from 'fastify';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_MINUTES, displayPhone } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { issueVerificationCode, tryVerificationCode } from '../../db/verification-codes.js';
import { AppError } from '../../lib/errors.js';
import { hashOtp, newOtp } from '../../lib/one-time-codes.js';
import { deviceHash } from '../../lib/one-time-codes.js';
import { giveHoldSlotsBack, takePhoneCodeSlots } from './checkout.limits.js';
import { CHECKOUT_TEXTS as T } from './checkout.texts.js';
import { forgetPhoneProofs, phoneProven, recordPhoneProof, type ProofHolders } from './phone-proof.repository.js';

/**
 * An M-Pesa prompt goes only to a phone the buyer has shown is theirs (decision 042). A phone
 * is proven for a payment start when it is the signed-in account's verified phone (proven by
 * that account within PHONE_PROOF_DAYS.account), or was proven on this browser (the device
 * cookie) within PHONE_PROOF_DAYS.device, by a code we texted or by an M-Pesa payment from it
 * that succeeded; or when the start carries the 6-digit code just texted to it. Card payments
 * never come here.
 */

/** How long a proof counts, in days: on one browser, and for an account. */
export const PHONE_PROOF_DAYS = { device: 30, account: 365 } as const;

const PURPOSE = 'mpesa-phone';
const DAY_MS = 86_400_000;

/** Who starts a payment, as proofs see them. */
export interface PaymentRequester {
  /** The browser's device id (the signed `tikiti_device` cookie), if it has one. */
  deviceId: string | null;
  /** The signed-in account, if any. */
  userId: number | null;
  /** The request's address (clientAddress), for the codes' per-address limit. */
  address: string | null;
}

const holdersOf = (who: Pick<PaymentRequester, 'deviceId' | 'userId'>): ProofHolders => ({
  deviceHash: who.deviceId ? deviceHash(who.deviceId) : null,
  userId: who.userId,
});

/** The device hash a payment attempt records, so its success proves the phone on that browser. */
export const paymentDeviceHash = (deviceId: string | null): string | null => (deviceId ? deviceHash(deviceId) : null);

/** A code is bound to the order and the phone: it proves nothing for another order's start. */
const codeSubject = (orderId: number, phone: string) => `mpesa:${orderId}:${phone}`;

/**
 * Whether the codes can reach a phone: Africa's Talking, or the dev outbox outside production
 * (where the outbox is read). A production without Africa's Talking keys cannot text one.
 */
const codesReachPhones = (app: FastifyInstance) =>
  app.sms.gateway.kind === 'africastalking' || app.config.env !== 'production';

/**
 * Makes sure an M-Pesa prompt may go to `phone` for this order. Proven already: nothing. With
 * `code`: the code is tried in one statement (right: the phone is proven on this browser and for
 * the signed-in account; wrong: one of OTP_MAX_ATTEMPTS tries is spent). Without: one code is
 * texted (at most one a minute to a phone; see takePhoneCodeSlots) and the start is refused so
 * the buyer can type it.
 * @throws AppError phone_unproven (403; `retryAfter` says when another code may be sent, absent
 *   when no code can be sent here); phone_code_invalid (400: wrong, or no live code left);
 *   phone_code_not_sent (502: the gateway refused); RateLimitedError (429: too many codes)
 */
export async function provePhoneForPrompt(
  app: FastifyInstance,
  v: { orderId: number; phone: string; code: string | undefined; who: PaymentRequester; now: Date },
): Promise<void> {
  return provePhone(app, { ...v, subject: codeSubject(v.orderId, v.phone) });
}

/** What a refusal says when the code is asked for something other than an M-Pesa prompt. */
export interface PhoneProofWords {
  unproven: (phone: string) => string;
  codesOff: string;
}

/**
 * The rule of provePhoneForPrompt for any use of a phone that must be the person's own (an
 * M-Pesa prompt; joining a waiting list whose offers come by SMS, decision 050): proven already,
 * nothing; else the code bound to `subject` is tried, or texted. Proofs are the same rows, so a
 * phone proven for one is proven for the other on that browser and account.
 * @throws AppError as provePhoneForPrompt
 */
export async function provePhone(
  app: FastifyInstance,
  v: {
    subject: string;
    phone: string;
    code: string | undefined;
    who: PaymentRequester;
    now: Date;
    words?: PhoneProofWords;
  },
): Promise<void> {
  const { db } = app;
  const holders = holdersOf(v.who);
  const since = (days: number) => new Date(v.now.getTime() - days * DAY_MS);
  if (await phoneProven(db, holders, v.phone, since(PHONE_PROOF_DAYS.device), since(PHONE_PROOF_DAYS.account))) return;
  const subject = v.subject;
  const secret = app.config.sessionSecret;
  if (v.code !== undefined) {
    const tried = await tryVerificationCode(db, {
      email: subject,
      purpose: PURPOSE,
      codeHash: hashOtp(secret, PURPOSE, subject, v.code),
      maxAttempts: OTP_MAX_ATTEMPTS,
      now: v.now,
    });
    if (tried === 'right') return recordPhoneProof(db, holders, v.phone, 'sms_code', v.now);
    throw new AppError('phone_code_invalid', tried === 'wrong' ? T.phoneCodeWrong : T.phoneCodeDead);
  }
  if (!codesReachPhones(app)) throw new AppError('phone_unproven', v.words?.codesOff ?? T.phoneCodesOff);
  const slots = await takePhoneCodeSlots(db, v.phone, v.who.address, v.now);
  // A code went out less than a minute ago: the buyer types that one (or waits to ask again).
  if (!slots.sent)
    throw new AppError(
      'phone_unproven',
      (v.words?.unproven ?? T.phoneUnproven)(displayPhone(v.phone)),
      slots.resendAfterSeconds,
    );
  const code = newOtp();
  await issueVerificationCode(db, {
    email: subject,
    purpose: PURPOSE,
    codeHash: hashOtp(secret, PURPOSE, subject, code),
    expiresAt: new Date(v.now.getTime() + OTP_TTL_MINUTES * 60_000),
    now: v.now,
  });
  try {
    await app.sms.gateway.sendSms({ to: v.phone, message: T.phoneCodeSms(code, OTP_TTL_MINUTES) });
  } catch (err) {
    app.log.warn({ err: (err as Error).message }, 'the SMS gateway did not take a phone code');
    await giveHoldSlotsBack(db, slots.keys);
    throw new AppError('phone_code_not_sent', T.phoneCodeNotSent);
  }
  throw new AppError(
    'phone_unproven',
    (v.words?.unproven ?? T.phoneUnproven)(displayPhone(v.phone)),
    OTP_RESEND_COOLDOWN_SECONDS,
  );
}

/**
 * An M-Pesa payment from `phone` succeeded: its owner typed their PIN, so the phone is proven on
 * the browser that started it and for the order's account. Called in the settling transaction.
 */
export async function recordMpesaProof(
  tx: DbOrTx,
  v: { phone: string; deviceHash: string | null; userId: number | null; now: Date },
): Promise<void> {
  await recordPhoneProof(tx, { deviceHash: v.deviceHash, userId: v.userId }, v.phone, 'mpesa_payment', v.now);
}

/** The daily clean-up: proofs past PHONE_PROOF_DAYS are deleted (they hold a phone number). */
export async function forgetOldPhoneProofs(db: DbOrTx, now: Date = new Date()): Promise<number> {
  return forgetPhoneProofs(
    db,
    new Date(now.getTime() - PHONE_PROOF_DAYS.device * DAY_MS),
    new Date(now.getTime() - PHONE_PROOF_DAYS.account * DAY_MS),
  );
}
