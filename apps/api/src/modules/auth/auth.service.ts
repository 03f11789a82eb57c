import { randomBytes } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  SESSION_IDLE_HOURS,
  SESSION_MAX_DAYS,
  SESSION_REMEMBER_DAYS,
  UNVERIFIED_SIGNUP_TTL_HOURS,
  USERNAME_MAX_LENGTH,
  siteUrl,
  type THostStatusResponse,
  type TOtpType,
  type TPublicUser,
} from '@tribe/contracts';
import { AUTH_MESSAGES } from './auth.texts.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../plugins/session.js';
import { codeMail, passwordChangedMail, type MailService } from '../mail/index.js';
import { deviceHash, hashOtp, newOtp, sameDigest } from '../../lib/one-time-codes.js';
import { signupAttemptedMail } from './auth.mails.js';
import {
  consumeCode,
  deleteSessionByHash,
  deleteUnverifiedUser,
  deleteUserSessions,
  findAccount,
  findLiveCode,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserByUsername,
  findUsersHolding,
  forgetDevices,
  hostOnboardingComplete,
  isKnownDevice,
  insertSession,
  insertUser,
  recordWrongCode,
  rememberDevice,
  replaceCode,
  sweep,
  touchSession,
  updateUser,
  type CodePurpose,
  type UserRow,
} from './auth.repository.js';
import {
  RateLimitedError,
  attemptSucceeded,
  takeAttempt,
  takeCooldown,
  takeSend,
  takeSendBudget,
  takeSendQuietly,
  takeSignupAttempt,
  type Attempt,
} from './auth.throttle.js';
import { DEFAULT_LOCALE, type TLocale } from '@tribe/contracts/locale';

export interface AuthContext {
  db: Db;
  config: AppConfig;
  mail: MailService;
  /** The client address as TRUST_PROXY lets us see it. */
  address: string;
  /** The browser's device id (plugins/device.ts), or null when it has none yet. */
  deviceId: string | null;
  now: Date;
  /**
   * The language the request names (the `lang` cookie, else Accept-Language), or null: the mails
   * a request sends to the person at the keyboard (codes, the taken-email notice, password
   * changed) are in it, else in the account's language.
   */
  locale?: TLocale | null;
}

/** The language of a mail to `user` sent because of this request (see AuthContext.locale). */
const mailLocale = (ctx: { locale?: TLocale | null }, user: Pick<UserRow, 'locale'>): TLocale =>
  ctx.locale ?? user.locale;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** A known device not seen for longer than its cookie lives (a year) is forgotten. */
const KNOWN_DEVICE_TTL_DAYS = 366;

/** The account named by an email or username and whether this request's device is known to it. */
async function accountOf(ctx: AuthContext, by: 'email' | 'username', value: string) {
  const hash = ctx.deviceId ? deviceHash(ctx.deviceId) : null;
  const { user, knownDevice } = await findAccount(ctx.db, by, value, hash);
  return { user, knownDevice: knownDevice ? hash : null };
}

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
  const mail = codeMail(
    purpose === 'password-reset' ? 'resetCode' : 'signupCode',
    { name: displayName(user), code, minutes: OTP_TTL_MINUTES },
    mailLocale(ctx, user),
  );
  ctx.mail.send({ to: user.email, ...mail });
}

/**
 * Checks a code in constant time. The attempt takes its throttle slots first and keeps them when
 * the code is wrong (which also counts against the code, dead after five); a right code gives
 * them back. A right live code is never refused by the counters (issue 24, decision 037): the
 * mailed code works from any device that has the mail, however many wrong codes others sent.
 * Past the counters a wrong code still counts against the live code, so its five tries, and the
 * hourly mail budget that limits new codes, bound the guessing as before. With `consume` a right
 * code is spent, once only. Answers the email's account.
 * @throws rate_limited (a wrong code past the limits), code_invalid (wrong, expired, spent or
 * unknown: one answer for all).
 */
async function checkCode(
  ctx: AuthContext,
  email: string,
  purpose: CodePurpose,
  otp: string,
  consume: boolean,
): Promise<UserRow | null> {
  const { user, knownDevice } = await accountOf(ctx, 'email', email);
  let attempt: Attempt | null = null;
  let limited: RateLimitedError | null = null;
  try {
    attempt = await takeAttempt(ctx.db, 'code', { account: email, address: ctx.address, knownDevice }, ctx.now);
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    limited = err;
  }
  const live = await findLiveCode(ctx.db, email, purpose, ctx.now);
  // The digest is computed even without a live code, so both paths do the same work.
  const digest = hashOtp(ctx.config.sessionSecret, purpose, email, otp);
  const right = live !== null && sameDigest(live.codeHash, digest);
  if (!right) {
    if (live) await recordWrongCode(ctx.db, live.id, OTP_MAX_ATTEMPTS, ctx.now);
    throw limited ?? new AppError('code_invalid', AUTH_MESSAGES.codeInvalid);
  }
  if (consume && !(await consumeCode(ctx.db, live.id, ctx.now)))
    throw new AppError('code_invalid', AUTH_MESSAGES.codeInvalid);
  if (attempt) await attemptSucceeded(ctx.db, attempt);
  return user;
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
 * Signs up: creates an unverified account and mails it a sign-up code. The answer is the same
 * whether or not the email already has an account (decision 018): when it does, nothing is
 * created or changed, and the address's owner is mailed instead (a verified account: "someone
 * tried to sign up with your email", with sign-in and reset links; a sign-up still waiting for
 * its code: that code again). Every branch takes the same throttle slots and hashes the password,
 * so neither a later request nor the time taken tells them apart. A username or email held by a
 * sign-up never verified within 24 hours is taken over (that account is removed).
 * @throws rate_limited, username_taken (usernames are public; emails are not)
 */
/** `locale`: the language the request asked for (the web's `lang` cookie, else Accept-Language); the account keeps it. */
export async function signup(ctx: AuthContext, input: SignupInput, locale: TLocale = DEFAULT_LOCALE): Promise<void> {
  const { db, now } = ctx;
  const email = input.email.toLowerCase();
  await takeSignupAttempt(db, email, ctx.address, now);

  let emailHolder: UserRow | null = null;
  for (const holder of await findUsersHolding(db, input.username, email)) {
    if (isStale(holder, now) && (await deleteUnverifiedUser(db, holder))) continue;
    if (holder.username.toLowerCase() === input.username.toLowerCase())
      throw new AppError('username_taken', AUTH_MESSAGES.usernameTaken);
    emailHolder = holder;
  }

  // A mail goes out in every branch (a code, or the notice), so each takes the send budget, and
  // the 60 s pause that makes resend-otp wait (mail is only sent when the pause was free, except
  // for a new account, which always gets its first code).
  await takeSendBudget(db, { account: email, address: ctx.address, knownDevice: null }, now);
  const passwordHash = await hashPassword(input.password);
  const due = (await takeCooldown(db, 'signup', email, now)) === 0;
  if (emailHolder) {
    await rememberSignupAttempt(ctx, [email, input.username], passwordHash);
    return answerTakenEmail(ctx, emailHolder, due);
  }

  let user: UserRow;
  try {
    user = await insertUser(db, {
      username: input.username,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      passwordHash,
      isHost: input.type === 'host',
      locale,
    });
  } catch (err) {
    // Two sign-ups racing for the same name: the database's unique index decides.
    const constraint = uniqueViolation(err);
    if (constraint === null) throw err;
    if (constraint.includes('username')) throw new AppError('username_taken', AUTH_MESSAGES.usernameTaken);
    // The email was taken a moment ago by the other sign-up, which mails its own code.
    return;
  }
  await issueCode(ctx, user, 'signup');
}

/**
 * A sign-up with a taken email keeps the password it gave for as long as a new sign-up would
 * wait for its code, under the email and the username it named: signing in with them then
 * answers "verify your email" as it would for a new account (see signin), not "wrong password".
 * The first attempt's password stays, as a new account's does.
 */
async function rememberSignupAttempt(ctx: AuthContext, names: string[], passwordHash: string): Promise<void> {
  for (const name of names.map((n) => n.toLowerCase())) {
    if (await findLiveCode(ctx.db, name, 'signup-attempt', ctx.now)) continue;
    await replaceCode(
      ctx.db,
      {
        email: name,
        purpose: 'signup-attempt',
        codeHash: passwordHash,
        expiresAt: new Date(ctx.now.getTime() + UNVERIFIED_SIGNUP_TTL_HOURS * HOUR),
      },
      ctx.now,
    );
  }
}

/**
 * Whether `password` is the one a sign-up with a taken email (or a username it named) gave
 * within the last day (see rememberSignupAttempt). Hashes only when there was one: whoever
 * signed up knows that already, and a wrong password for any other account costs one hash.
 */
async function matchesSignupAttempt(ctx: AuthContext, ident: string, password: string): Promise<boolean> {
  const attempt = await findLiveCode(ctx.db, ident, 'signup-attempt', ctx.now);
  return attempt ? verifyPassword(password, attempt.codeHash) : false;
}

/** Mails the owner of an email someone just signed up with (see signup); nothing else changes. */
async function answerTakenEmail(ctx: AuthContext, holder: UserRow, due: boolean): Promise<void> {
  if (!due) return;
  if (!holder.emailVerifiedAt) return issueCode(ctx, holder, 'signup');
  ctx.mail.send({
    to: holder.email,
    ...signupAttemptedMail(
      {
        name: displayName(holder),
        signInUrl: siteUrl(ctx.config.publicUrl, '/auth/signin'),
        resetUrl: siteUrl(ctx.config.publicUrl, '/auth/forgot-password'),
      },
      mailLocale(ctx, holder),
    ),
  });
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
  const user = await checkCode(ctx, input.email, 'signup', input.otp, true);
  if (!user) throw new AppError('code_invalid', AUTH_MESSAGES.codeInvalid);
  if (!user.emailVerifiedAt) await updateUser(ctx.db, user.id, { emailVerifiedAt: ctx.now });
  return { user: { ...user, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now }, isHostSignup: user.isHost };
}

/**
 * Mails a new code when one is due: a sign-up code to an account waiting for verification, a
 * reset code to a verified account. Otherwise sends nothing, with the same answer, so the
 * answer never tells whether an address has an account. The account's hourly budget does not
 * apply to its known device, which has its own: others using it up cannot stop the owner's reset.
 * @throws rate_limited (60 s after the last code for this email and purpose, whether or not
 * it has an account; and the hourly budgets)
 */
export async function sendCode(ctx: AuthContext, input: { email: string; type: TOtpType }): Promise<void> {
  const { db, now } = ctx;
  const { user, knownDevice } = await accountOf(ctx, 'email', input.email);
  await takeSend(db, input.type, { account: input.email, address: ctx.address, knownDevice }, now);
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
  const user = await checkCode(ctx, input.email, 'password-reset', input.otp, true);
  if (!user) throw new AppError('code_invalid', AUTH_MESSAGES.codeInvalid);
  await setPassword(ctx, user, input.password);
}

/**
 * Stores a new password, ends every session of the user and forgets its known devices (password
 * reset and, from the profile, password change: the route then starts a fresh session for the
 * person changing it).
 */
export async function setPassword(
  ctx: Pick<AuthContext, 'db' | 'config' | 'mail' | 'locale'>,
  user: UserRow,
  password: string,
): Promise<void> {
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(password) });
  await endEverySession(ctx.db, user.id);
  ctx.mail.send({
    to: user.email,
    ...passwordChangedMail(
      { name: displayName(user), url: `${ctx.config.publicUrl}/auth/forgot-password` },
      mailLocale(ctx, user),
    ),
  });
}

// --- sign-in -------------------------------------------------------------------------------

/**
 * Password sign-in with a username or email (any case). Unknown accounts cost the same hashing
 * work as known ones and get the same answer. The attempt takes its throttle slots before the
 * password is checked (auth.throttle.ts): from a device the account knows, only that device's
 * own counter; from any other, the account's, the account-and-address's and the address's. A
 * hash from the older scrypt scheme is replaced by argon2id on success.
 * @throws rate_limited, invalid_credentials, email_not_verified (right password, sign-up never
 * verified: a new code is mailed)
 */
export async function signin(ctx: AuthContext, input: { username: string; password: string }): Promise<UserRow> {
  const { db, now } = ctx;
  const ident = input.username.trim().toLowerCase();
  const { user, knownDevice } = await accountOf(ctx, ident.includes('@') ? 'email' : 'username', ident);
  const attempt = await takeAttempt(db, 'signin', { account: ident, address: ctx.address, knownDevice }, now);
  const ok =
    user?.passwordHash && !isStale(user, now)
      ? await verifyPassword(input.password, user.passwordHash)
      : await verifyAgainstNothing(input.password);
  // Sign-in after sign-up answers the same for a taken and a free email (issue 24): the password a
  // sign-up gave for a taken email answers "verify your email", as a new account's would. Both
  // that and an unverified account hash a second time, so the time taken does not tell them apart.
  if (!ok && (await matchesSignupAttempt(ctx, ident, input.password))) {
    await attemptSucceeded(db, attempt);
    await takeSendQuietly(
      db,
      'signup',
      { account: user?.email ?? ident, address: ctx.address, knownDevice: null },
      now,
    );
    throw new AppError('email_not_verified', AUTH_MESSAGES.notVerified);
  }
  if (!ok || !user?.passwordHash) throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  await attemptSucceeded(db, attempt);
  if (needsRehash(user.passwordHash))
    await updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
  if (!user.emailVerifiedAt) {
    await verifyAgainstNothing(input.password);
    const who = { account: user.email, address: ctx.address, knownDevice: null };
    if (await takeSendQuietly(db, 'signup', who, now)) await issueCode(ctx, user, 'signup');
    throw new AppError('email_not_verified', AUTH_MESSAGES.notVerified);
  }
  return user;
}

/** The hash of this request's device when it has signed in to the user's account before; else null. */
export async function knownDeviceOf(
  ctx: { db: Db; deviceId?: string | null | undefined },
  userId: number,
): Promise<string | null> {
  if (!ctx.deviceId) return null;
  const hash = deviceHash(ctx.deviceId);
  return (await isKnownDevice(ctx.db, userId, hash)) ? hash : null;
}

/**
 * Checks the signed-in user's password again before a change that could hand the account to
 * someone else (profile: password, email, deletion), under the same limits as sign-in, so a
 * stolen session cannot guess faster than the sign-in form allows.
 * @returns whether the password is right (the caller chooses the error)
 * @throws rate_limited
 */
export async function recheckPassword(
  ctx: Pick<AuthContext, 'db' | 'address' | 'now'> & { deviceId?: string | null | undefined },
  user: UserRow & { passwordHash: string },
  password: string,
): Promise<boolean> {
  const knownDevice = await knownDeviceOf(ctx, user.id);
  const attempt = await takeAttempt(
    ctx.db,
    'signin',
    { account: user.username, address: ctx.address, knownDevice },
    ctx.now,
  );
  if (!(await verifyPassword(password, user.passwordHash))) return false;
  await attemptSucceeded(ctx.db, attempt);
  return true;
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
 * sign-up is removed instead); else a new, verified account (a host when `type` is host), in
 * the request's language.
 * @throws GoogleSignInError email_unverified when Google has not verified the email
 */
export async function googleAccount(
  ctx: AuthContext,
  claims: GoogleClaims,
  type: 'host' | undefined,
  locale: TLocale = DEFAULT_LOCALE,
) {
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
    locale,
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

/** After a sign-in: this browser's device is, from now on, a known device of the account. */
export async function knowDevice(ctx: Pick<AuthContext, 'db' | 'now'>, userId: number, deviceId: string) {
  await rememberDevice(ctx.db, userId, deviceHash(deviceId), ctx.now);
}

/** Ends every session of the user and forgets the devices it knew (they must sign in again). */
export async function endEverySession(db: Db, userId: number): Promise<void> {
  await deleteUserSessions(db, userId);
  await forgetDevices(db, userId);
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
  return sweep(
    db,
    now,
    new Date(now.getTime() - UNVERIFIED_SIGNUP_TTL_HOURS * HOUR),
    new Date(now.getTime() - KNOWN_DEVICE_TTL_DAYS * DAY),
  );
}
