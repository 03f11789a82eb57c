import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { ADMIN_RECOVERY_CODE_COUNT } from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { recordAudit } from '../audit/index.js';
import type { FieldCipher } from '../../lib/payout-crypto.js';
import type { AdminRow } from '../../plugins/admin-session.js';
import { isLoopbackHost } from '../../lib/loopback.js';
import { waitWords } from '../../lib/wait-text.js';
import { RateLimitedError, giveSlotBack, takeSlots, type ThrottleRule } from '../../lib/throttle.js';
import {
  countUnusedRecoveryCodes,
  enableTotp,
  findActiveAdmin,
  findAdminByEmail,
  insertAdmin,
  replaceRecoveryCodes,
  savePendingTotpSecret,
  takeRecoveryCode,
  takeTotpStep,
  consumePendingSignIn,
  findPendingSignIn,
  insertPendingSignIn,
} from './admin-auth.repository.js';
import { ADMIN_AUTH_TEXT as T, ADMIN_CLI_TEXT } from './admin-auth.texts.js';
import { newTotpSecret, totpStep, totpUri } from './totp.js';

/**
 * Admin sign-in rules (docs/admin.md): an email and password, then a code from the admin's
 * authenticator app. One answer for an unknown email and a wrong password; a disabled admin is
 * an unknown one. Each code is good once (its step is remembered).
 */

const aadOf = (adminId: number) => `admin:${adminId}:totp`;

/**
 * The admin whose email and password these are.
 * @throws AppError invalid_credentials (unknown email, wrong password, disabled admin: one answer)
 */
export async function checkAdminPassword(db: Db, email: string, password: string): Promise<AdminRow> {
  const admin = await findAdminByEmail(db, email);
  const ok = admin ? await verifyPassword(password, admin.passwordHash) : await verifyAgainstNothing(password);
  if (!admin || !ok || admin.disabledAt) throw new AppError('invalid_credentials', T.badCredentials);
  return admin;
}

/** An admin who may sign in, or null (unknown or disabled). */
export const findAdmin = (db: Db, adminId: number) => findActiveAdmin(db, adminId);

/** How a pending step's random id is stored: SHA-256, so the table never holds the cookie's value. */
const pendingHash = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Stores the half-signed-in step for `adminId` (password given), valid until `expiresAt`.
 * @returns the random id for the browser's cookie (the only thing it carries)
 */
export async function startPendingSignIn(db: DbOrTx, adminId: number, expiresAt: Date): Promise<string> {
  const id = randomBytes(32).toString('hex');
  await insertPendingSignIn(db, adminId, pendingHash(id), expiresAt);
  return id;
}

/** The live, unused pending step a cookie's id names (row id and admin), or null. */
export async function pendingSignInOf(db: DbOrTx, id: string, now: Date) {
  if (!/^[0-9a-f]{64}$/.test(id)) return null;
  return findPendingSignIn(db, pendingHash(id), now);
}

/**
 * Spends a pending step (in the transaction that starts the session): one password step buys
 * one session.
 * @throws AppError admin_unauthorized when it was already spent
 */
export async function spendPendingSignIn(db: DbOrTx, pendingId: number, now: Date): Promise<void> {
  if (!(await consumePendingSignIn(db, pendingId, now))) throw new AppError('admin_unauthorized', T.pendingExpired);
}

/**
 * The admin's TOTP secret (base32), or null when not enrolled. The demo admin (outside
 * production) is enrolled with the README's fixed secret until it enrols a secret of its own.
 */
export function totpSecretOf(admin: AdminRow, cipher: FieldCipher, config: Pick<AppConfig, 'env'>): string | null {
  if (admin.totpSecretEncrypted && admin.totpEnabledAt)
    return cipher.decrypt(admin.totpSecretEncrypted, aadOf(admin.id));
  if (admin.isDemo && admin.totpEnabledAt && config.env !== 'production') return DEMO_ACCOUNTS.admin.totpSecret;
  return null;
}

/** Encrypts a secret for this admin's row. */
export const encryptTotpSecret = (cipher: FieldCipher, adminId: number, secret: string) =>
  cipher.encrypt(secret, aadOf(adminId));

/**
 * A right code given again (its step already taken): refused, but not a guess, so the throttle
 * does not count it (browsers and tests signing in at once in the same 30 seconds meet it).
 */
export class CodeUsedError extends AppError {
  constructor() {
    super('code_invalid', T.codeUsed);
  }
}

/**
 * Accepts a code for the admin: it must match the secret now (±1 step) and belong to a later
 * step than any code accepted before, taken in one conditional update so a code cannot be used
 * twice, even twice at once.
 * @throws AppError code_invalid (wrong, or already used)
 */
export async function acceptTotpCode(db: DbOrTx, admin: AdminRow, secret: string, code: string, now: Date) {
  const step = totpStep(secret, code, now);
  if (step === null) throw new AppError('code_invalid', T.badCode);
  if (!(await takeTotpStep(db, admin.id, step))) throw new CodeUsedError();
}

// ---- Throttles: password and code attempts, per account and per address ----

const MIN = 60_000;
/**
 * Admin sign-in limits, on lib/throttle.ts's one-statement counters: each attempt takes a slot of
 * the account's counter and of the address's before it is judged (two at once cannot both take
 * the last), and a success gives its slots back. An address is not counted when it is loopback
 * (it names no client there: a local proxy, the browser tests).
 */
export const ADMIN_THROTTLES = {
  password: {
    account: { limit: 10, windowMs: 15 * MIN },
    address: { limit: 30, windowMs: 15 * MIN },
    accountDevice: { limit: 10, windowMs: 15 * MIN },
  },
  code: {
    account: { limit: 6, windowMs: 15 * MIN },
    address: { limit: 30, windowMs: 15 * MIN },
    accountDevice: { limit: 6, windowMs: 15 * MIN },
  },
} satisfies Record<string, Record<'account' | 'address' | 'accountDevice', ThrottleRule>>;

/** The slots one attempt took; give them back when it succeeds. */
export type AdminAttempt = string[];

/**
 * Takes one slot of the account's and the address's counters for an attempt of `kind`; from a
 * device this admin has signed in on before (`knownDevice`, see admin-auth.routes.ts), only
 * that device's own counter, as users have (issue 24): strangers' wrong passwords, however
 * many, never lock an admin out of their own browser.
 * @throws RateLimitedError (429 with Retry-After) when one is used up
 */
export async function takeAdminAttempt(
  db: DbOrTx,
  kind: 'password' | 'code',
  account: string,
  address: string,
  now: Date,
  knownDevice: string | null = null,
): Promise<AdminAttempt> {
  const rules = ADMIN_THROTTLES[kind];
  const acct = account.trim().toLowerCase();
  const entries = knownDevice
    ? [{ key: `admin-${kind}:acct-dev:${acct}|${knownDevice}`, rule: rules.accountDevice }]
    : [
        { key: `admin-${kind}:acct:${acct}`, rule: rules.account },
        ...(isLoopbackHost(address) ? [] : [{ key: `admin-${kind}:addr:${address}`, rule: rules.address }]),
      ];
  const taken = await takeSlots(db, entries, now);
  if (!taken.ok)
    throw new RateLimitedError(taken.retryAfterSeconds, T.tooManyAttempts(waitWords(taken.retryAfterSeconds)));
  return entries.map((e) => e.key);
}

/** The attempt succeeded: it does not count against anyone. */
export async function adminAttemptSucceeded(db: DbOrTx, attempt: AdminAttempt): Promise<void> {
  for (const key of attempt) await giveSlotBack(db, key);
}

// ---- Recovery codes ----

/** Letters and digits nobody misreads (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new recovery code: ten characters in two groups of five (`k7m2p-x9qr4`). */
function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** The code as typed, in the one form that is hashed: lower case, letters and digits only. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How a recovery code is kept: an HMAC keyed by the server's secret and bound to the admin. */
export const recoveryCodeHash = (secret: string, adminId: number, code: string) =>
  createHmac('sha256', secret)
    .update(`admin-recovery\n${adminId}\n${normalRecoveryCode(code)}`)
    .digest('hex');

/**
 * Gives the admin a fresh set of recovery codes (the old ones, used or not, stop working) and
 * answers them in plain words: the only time they exist outside the admin's hands.
 */
export async function issueRecoveryCodes(db: DbOrTx, secret: string, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: ADMIN_RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    db,
    adminId,
    codes.map((c) => recoveryCodeHash(secret, adminId, c)),
  );
  return codes;
}

/**
 * Uses one of the admin's recovery codes (good once, even twice at once).
 * @throws AppError code_invalid (unknown or already used)
 */
export async function acceptRecoveryCode(db: DbOrTx, secret: string, adminId: number, code: string, now: Date) {
  if (!(await takeRecoveryCode(db, adminId, recoveryCodeHash(secret, adminId, code), now)))
    throw new AppError('code_invalid', T.badRecoveryCode);
}

export const recoveryCodesLeft = (db: DbOrTx, adminId: number) => countUnusedRecoveryCodes(db, adminId);

// ---- Enrolment ----

/** The secret in groups of four, as people type it into an app. */
export const secretGroups = (secret: string) => secret.match(/.{1,4}/g) ?? [];

/**
 * What the admin's authenticator needs to enrol: the secret being enrolled (kept encrypted until
 * confirmed, the same one on every visit), its otpauth address and that address as a QR code.
 * @throws AppError conflict when the admin is enrolled already
 */
export async function enrollmentOf(db: Db, cipher: FieldCipher, config: Pick<AppConfig, 'env'>, admin: AdminRow) {
  if (totpSecretOf(admin, cipher, config)) throw new AppError('conflict', T.alreadyEnrolled);
  let secret = admin.totpSecretEncrypted ? cipher.decrypt(admin.totpSecretEncrypted, aadOf(admin.id)) : null;
  if (!secret) {
    secret = newTotpSecret();
    await savePendingTotpSecret(db, admin.id, encryptTotpSecret(cipher, admin.id, secret));
  }
  const otpauthUrl = totpUri(secret, admin.email);
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { otpauthUrl, qrSvg, secretGroups: secretGroups(secret), email: admin.email };
}

/**
 * Confirms enrolment with a code from the newly set-up app: the admin is enrolled from now on.
 * @throws AppError conflict (enrolled already, or nothing to confirm), code_invalid
 */
export async function confirmEnrollment(db: DbOrTx, cipher: FieldCipher, admin: AdminRow, code: string, now: Date) {
  if (admin.totpEnabledAt) throw new AppError('conflict', T.alreadyEnrolled);
  if (!admin.totpSecretEncrypted) throw new AppError('conflict', T.enrollmentMissing);
  const secret = cipher.decrypt(admin.totpSecretEncrypted, aadOf(admin.id));
  const step = totpStep(secret, code, now);
  if (step === null) throw new AppError('code_invalid', T.badCode);
  if (!(await enableTotp(db, admin.id, step, now))) throw new AppError('conflict', T.alreadyEnrolled);
}

/** An admin named by this email who could be signing in (for a failed attempt's audit row), or null. */
export async function findAdminForAudit(db: Db, email: string): Promise<AdminRow | null> {
  const admin = await findAdminByEmail(db, email);
  return admin && !admin.disabledAt ? admin : null;
}

/** An admin's password: long, since it guards the whole marketplace. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * A new admin account (`npm run admin:create`), recorded in the audit log as the system's act.
 * The admin enrols an authenticator app at first sign-in.
 * @throws AppError validation_failed (email, name or password unfit), email_taken
 */
export async function createAdminAccount(db: Db, v: { email: string; name: string; password: string }) {
  const email = v.email.trim().toLowerCase();
  const name = v.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new AppError('validation_failed', ADMIN_CLI_TEXT.cliBadEmail);
  if (!name || name.length > 80) throw new AppError('validation_failed', ADMIN_CLI_TEXT.cliBadName);
  if (v.password.length < ADMIN_PASSWORD_MIN_LENGTH || v.password.length > 200)
    throw new AppError('validation_failed', ADMIN_CLI_TEXT.cliBadPassword(ADMIN_PASSWORD_MIN_LENGTH));
  const passwordHash = await hashPassword(v.password);
  return db.transaction(async (tx) => {
    const admin = await insertAdmin(tx, { email, name, passwordHash });
    if (!admin) throw new AppError('email_taken', ADMIN_CLI_TEXT.cliEmailTaken);
    await recordAudit(tx, {
      actor: { kind: 'system' },
      hostId: null,
      action: 'admin.created',
      subject: { type: 'admin', id: admin.id },
      details: { via: 'admin:create' },
    });
    return admin;
  });
}
