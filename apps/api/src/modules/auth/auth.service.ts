import { randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
  SESSION_IDLE_HOURS,
  SESSION_MAX_DAYS,
  SESSION_REMEMBER_DAYS,
  UNVERIFIED_SIGNUP_TTL_HOURS,
  USERNAME_MAX_LENGTH,
  type THostStatusResponse,
  type TOtpType,
  type TPublicUser,
} from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../plugins/session.js';
import { codeMail, passwordChangedMail } from '../mail/mail.templates.js';
import type { MailService } from '../mail/mail.service.js';
import { hashOtp, newOtp, sameDigest } from './auth.codes.js';
import {
  consumeCode,
  deleteSessionByHash,
  deleteUnverifiedUser,
  deleteUserSessions,
  findLiveCode,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserByUsername,
  findUsersHolding,
  hostOnboardingComplete,
  insertSession,
  insertUser,
  recordWrongCode,
  replaceCode,
  sweep,
  touchSession,
  updateUser,
  type CodePurpose,
  type UserRow,
} from './auth.repository.js';
import { assertNotThrottled, countAttempt, forgiveAddress, RateLimitedError, takeSendSlot } from './auth.throttle.js';

export interface AuthContext {
  db: Db;
  config: AppConfig;
  mail: MailService;
  /** The client address as TRUST_PROXY lets us see it. */
  address: string;
  now: Date;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const isStale = (user: UserRow, now: Date) =>
  !user.emailVerifiedAt && user.createdAt.getTime() < now.getTime() - UNVERIFIED_SIGNUP_TTL_HOURS * HOUR;

const displayName = (user: Pick<UserRow, 'firstName' | 'username'>) => user.firstName?.trim() || user.username;

// --- users ---------------------------------------------------------------------------------

/** The user as every /api/auth answer shows it (contracts' TPublicUser). */
export async function toPublicUser(db: Db, user: UserRow): Promise<TPublicUser> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImage: user.profileImage,
    isHost: user.isHost,
    emailVerified: user.emailVerifiedAt !== null,
    onboardingComplete: user.isHost ? await hostOnboardingComplete(db, user.id) : false,
  };
}

/** What the Create Event button and the onboarding redirect need to know. */
export async function hostStatus(db: Db, user: UserRow): Promise<THostStatusResponse> {
  if (!user.isHost)
    return { success: true, isHost: false, needsOnboarding: false, reason: 'not_host', onboardingComplete: false };
  const complete = await hostOnboardingComplete(db, user.id);
  return {
    success: true,
    isHost: true,
    needsOnboarding: !complete,
    reason: complete ? 'ok' : 'onboarding_incomplete',
    onboardingComplete: complete,
  };
}

// --- codes ---------------------------------------------------------------------------------

/** Makes a new code for `user` (retiring earlier ones) and mails it. */
async function issueCode(ctx: AuthContext, user: UserRow, purpose: CodePurpose): Promise<void> {
  const code = newOtp();
  await replaceCode(
    ctx.db,
    {
      email: user.email,
      purpose,
      codeHash: hashOtp(ctx.config.sessionSecret, purpose, user.email, code),
      expiresAt: new Date(ctx.now.getTime() + OTP_TTL_MINUTES * 60_000),
    },
    ctx.now,
  );
  const mail = codeMail(purpose === 'password-reset' ? 'resetCode' : 'signupCode', {
    name: displayName(user),
    code,
    minutes: OTP_TTL_MINUTES,
  });
  ctx.mail.send({ to: user.email, ...mail });
}

/**
 * Checks a code in constant time and counts a wrong one (against the code, which dies after
 * five, and against the throttle). With `consume` a right code is spent, once only.
 * @throws rate_limited, code_invalid (wrong, expired, spent or unknown: one answer for all).
 */
async function checkCode(ctx: AuthContext, email: string, purpose: CodePurpose, otp: string, consume: boolean) {
  await assertNotThrottled(ctx.db, 'code', email, ctx.address, ctx.now);
  const live = await findLiveCode(ctx.db, email, purpose, ctx.now);
  // The digest is computed even without a live code, so both paths do the same work.
  const digest = hashOtp(ctx.config.sessionSecret, purpose, email, otp);
  const right = live !== null && sameDigest(live.codeHash, digest);
  if (!right) {
    if (live) await recordWrongCode(ctx.db, live.id, OTP_MAX_ATTEMPTS, ctx.now);
    await countAttempt(ctx.db, 'code', email, ctx.address, ctx.now);
    throw new AppError('code_invalid', AUTH_MESSAGES.codeInvalid);
  }
  if (consume && !(await consumeCode(ctx.db, live.id, ctx.now)))
    throw new AppError('code_invalid', AUTH_MESSAGES.codeInvalid);
  await forgiveAddress(ctx.db, 'code', email, ctx.address);
}

// --- sign-up and verification --------------------------------------------------------------

export interface SignupInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  type?: 'host' | 'attendee' | undefined;
}

/**
 * Creates an unverified account and mails it a sign-up code. A username or email held by a
 * sign-up never verified within 24 hours is taken over (that account is removed).
 * @throws rate_limited, username_taken, email_taken
 */
export async function signup(ctx: AuthContext, input: SignupInput): Promise<{ userId: number }> {
  const { db, now } = ctx;
  await assertNotThrottled(db, 'signup', input.email, ctx.address, now);
  await countAttempt(db, 'signup', input.email, ctx.address, now);

  for (const holder of await findUsersHolding(db, input.username, input.email)) {
    if (isStale(holder, now) && (await deleteUnverifiedUser(db, holder))) continue;
    if (holder.username.toLowerCase() === input.username.toLowerCase())
      throw new AppError('username_taken', AUTH_MESSAGES.usernameTaken);
    throw new AppError('email_taken', holder.emailVerifiedAt ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.emailPending);
  }

  let user: UserRow;
  try {
    user = await insertUser(db, {
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      isHost: input.type === 'host',
    });
  } catch (err) {
    // Two sign-ups racing for the same name: the database's unique index decides.
    const constraint = uniqueViolation(err);
    if (constraint === null) throw err;
    if (constraint.includes('username')) throw new AppError('username_taken', AUTH_MESSAGES.usernameTaken);
    throw new AppError('email_taken', AUTH_MESSAGES.emailTaken);
  }
  await takeSendSlot(db, 'signup', user.email, OTP_RESEND_COOLDOWN_SECONDS, now).catch((err: unknown) => {
    if (!(err instanceof RateLimitedError)) throw err;
  });
  await issueCode(ctx, user, 'signup');
  return { userId: user.id };
}

/**
 * Checks a code. `signup`: spends it, marks the email verified and returns the user (the
 * route signs them in). `password-reset`: only says the code is right; reset-password spends it.
 * @throws rate_limited, code_invalid
 */
export async function verifyCode(
  ctx: AuthContext,
  input: { email: string; otp: string; type: TOtpType },
): Promise<{ user: UserRow | null; isHostSignup: boolean }> {
  if (input.type === 'password-reset') {
    await checkCode(ctx, input.email, 'password-reset', input.otp, false);
    return { user: null, isHostSignup: false };
  }
  await checkCode(ctx, input.email, 'signup', input.otp, true);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw new AppError('code_invalid', AUTH_MESSAGES.codeInvalid);
  if (!user.emailVerifiedAt) await updateUser(ctx.db, user.id, { emailVerifiedAt: ctx.now });
  return { user: { ...user, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now }, isHostSignup: user.isHost };
}

/**
 * Mails a new code when one is due: a sign-up code to an account waiting for verification, a
 * reset code to a verified account. Otherwise sends nothing, with the same answer, so the
 * answer never tells whether an address has an account.
 * @throws rate_limited (60 s after the last code for this email and purpose, whether or not
 * it has an account; and the hourly limits)
 */
export async function sendCode(ctx: AuthContext, input: { email: string; type: TOtpType }): Promise<void> {
  const { db, now } = ctx;
  await assertNotThrottled(db, 'send', input.email, ctx.address, now);
  await takeSendSlot(db, input.type, input.email, OTP_RESEND_COOLDOWN_SECONDS, now);
  await countAttempt(db, 'send', input.email, ctx.address, now);
  const user = await findUserByEmail(db, input.email);
  if (!user) return;
  if (input.type === 'signup' && !user.emailVerifiedAt && !isStale(user, now)) await issueCode(ctx, user, 'signup');
  if (input.type === 'password-reset' && user.emailVerifiedAt) await issueCode(ctx, user, 'password-reset');
}

/**
 * Sets a new password with a reset code, ends every session of the account and tells the
 * owner by mail.
 * @throws rate_limited, code_invalid
 */
export async function resetPassword(ctx: AuthContext, input: { email: string; otp: string; password: string }) {
  await checkCode(ctx, input.email, 'password-reset', input.otp, true);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw new AppError('code_invalid', AUTH_MESSAGES.codeInvalid);
  await setPassword(ctx, user, input.password);
}

/**
 * Stores a new password and ends every session of the user (password reset and, from the
 * profile, password change: the route then starts a fresh session for the person changing it).
 */
export async function setPassword(ctx: AuthContext, user: UserRow, password: string): Promise<void> {
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(password) });
  await deleteUserSessions(ctx.db, user.id);
  ctx.mail.send({
    to: user.email,
    ...passwordChangedMail({ name: displayName(user), url: `${ctx.config.publicUrl}/auth/forgot-password` }),
  });
}

// --- sign-in -------------------------------------------------------------------------------

/**
 * Password sign-in with a username or email (any case). Unknown accounts cost the same hashing
 * work as known ones and get the same answer. A hash from the older scrypt scheme is replaced
 * by argon2id on success.
 * @throws rate_limited, invalid_credentials, email_not_verified (right password, sign-up never
 * verified: a new code is mailed)
 */
export async function signin(ctx: AuthContext, input: { username: string; password: string }): Promise<UserRow> {
  const { db, now } = ctx;
  const ident = input.username.trim().toLowerCase();
  await assertNotThrottled(db, 'signin', ident, ctx.address, now);
  const user = ident.includes('@') ? await findUserByEmail(db, ident) : await findUserByUsername(db, ident);
  const ok =
    user?.passwordHash && !isStale(user, now)
      ? await verifyPassword(input.password, user.passwordHash)
      : await verifyAgainstNothing(input.password);
  if (!ok || !user?.passwordHash) {
    await countAttempt(db, 'signin', ident, ctx.address, now);
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }
  await forgiveAddress(db, 'signin', ident, ctx.address);
  if (needsRehash(user.passwordHash))
    await updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
  if (!user.emailVerifiedAt) {
    const due = await takeSendSlot(db, 'signup', user.email, OTP_RESEND_COOLDOWN_SECONDS, now).then(
      () => true,
      (err: unknown) => {
        if (err instanceof RateLimitedError) return false;
        throw err;
      },
    );
    if (due) await issueCode(ctx, user, 'signup');
    throw new AppError('email_not_verified', AUTH_MESSAGES.notVerified);
  }
  return user;
}

// --- Google --------------------------------------------------------------------------------

export interface GoogleClaims {
  sub: string;
  email?: string | undefined;
  emailVerified: boolean;
  givenName?: string | undefined;
  familyName?: string | undefined;
  picture?: string | undefined;
}

export class GoogleSignInError extends Error {
  constructor(readonly reason: 'email_unverified' | 'failed') {
    super(`Google sign-in refused: ${reason}`);
  }
}

const USERNAME_SAFE = /[^a-z0-9._-]+/g;

/** A free username from the person's name or email: `wanjiku.kamau`, else `wanjiku.kamau42`. */
async function deriveUsername(db: Db, claims: GoogleClaims, email: string): Promise<string> {
  const fromName = [claims.givenName, claims.familyName].filter(Boolean).join('.');
  let base = (fromName || email.split('@')[0] || '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(USERNAME_SAFE, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH - 6);
  if (base.length < 3) base = `user${base}`;
  for (let i = 0; i < 20; i++) {
    const candidate = i === 0 ? base : `${base}${Math.floor(Math.random() * 10 ** Math.min(2 + i, 6))}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `user-${randomBytes(6).toString('hex')}`;
}

/**
 * The account for a Google identity: the one already linked to it; else an account with the
 * same email, linked now, but only if that email was verified here too (otherwise whoever
 * typed the address first could keep a password on someone else's account: that unverified
 * sign-up is removed instead); else a new, verified account (a host when `type` is host).
 * @throws GoogleSignInError email_unverified when Google has not verified the email
 */
export async function googleAccount(ctx: AuthContext, claims: GoogleClaims, type: 'host' | undefined) {
  const { db, now } = ctx;
  const linked = await findUserByGoogleSubject(db, claims.sub);
  if (linked) return linked;
  if (!claims.email || !claims.emailVerified) throw new GoogleSignInError('email_unverified');
  const email = claims.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing?.emailVerifiedAt) {
    if (existing.googleSubject && existing.googleSubject !== claims.sub) throw new GoogleSignInError('failed');
    await updateUser(db, existing.id, { googleSubject: claims.sub });
    return { ...existing, googleSubject: claims.sub };
  }
  if (existing) await deleteUnverifiedUser(db, existing);
  const clip = (s: string | undefined) => (s ? s.trim().slice(0, 50) || null : null);
  return insertUser(db, {
    username: await deriveUsername(db, claims, email),
    email,
    firstName: clip(claims.givenName),
    lastName: clip(claims.familyName),
    profileImage: claims.picture && /^https:\/\//.test(claims.picture) ? claims.picture.slice(0, 1000) : null,
    googleSubject: claims.sub,
    emailVerifiedAt: now,
    isHost: type === 'host',
  });
}

// --- sessions ------------------------------------------------------------------------------

/** A new server-side session; returns the token for the cookie (only its hash is stored). */
export async function startSession(
  ctx: Pick<AuthContext, 'db' | 'now'>,
  userId: number,
  opts: { rememberMe: boolean; userAgent: string | undefined; replacing: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  // A new id at every sign-in: a token planted before sign-in (session fixation) dies here.
  if (opts.replacing) await deleteSessionByHash(ctx.db, hashToken(opts.replacing));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(
    ctx.now.getTime() + (opts.rememberMe ? SESSION_REMEMBER_DAYS * DAY : SESSION_IDLE_HOURS * HOUR),
  );
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    rememberMe: opts.rememberMe,
    expiresAt,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSessionByHash(db, hashToken(token));
}

/** Keeps a browser-session sign-in alive while it is used (12 h idle, 7 days at most). */
export async function keepSessionAlive(db: Db, token: string, now: Date): Promise<void> {
  await touchSession(db, hashToken(token), now, SESSION_IDLE_HOURS * HOUR, SESSION_MAX_DAYS * DAY);
}

/** Periodic housekeeping (see auth.plugin.ts). */
export function sweepAccounts(db: Db, now: Date) {
  return sweep(db, now, new Date(now.getTime() - UNVERIFIED_SIGNUP_TTL_HOURS * HOUR));
}
