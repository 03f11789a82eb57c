import { randomBytes } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  PAYOUT_SETTLEMENT_DAYS,
  SAVED_EVENTS_MAX,
  type TPublicUser,
  type TSavedEventItem,
} from '@tribe/contracts';
import {
  AUTH_MESSAGES,
  endEverySession,
  knownDeviceOf,
  recheckPassword,
  setPassword,
  toPublicUser,
  attemptSucceeded,
  takeAttempt,
  takeSend,
} from '../auth/index.js';
import type { TLocale } from '@tribe/contracts/locale';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import type { FieldCipher } from '../../lib/payout-crypto.js';
import type { FileStorage } from '../../lib/storage.js';
import { hashOtp, newOtp, sameDigest } from '../../lib/one-time-codes.js';
import type { MailService } from '../mail/index.js';
import { accountDeletedMail, emailChangeCodeMail, emailChangedMail } from './profile.mails.js';
import {
  anonymiseAccount,
  countSavedEvents,
  deleteSavedEvent,
  findEmailChange,
  findOtherHolder,
  findUser,
  hasUnsettledHostSales,
  hasUpcomingTickets,
  insertSavedEvents,
  listSavedEvents,
  liveEventIds,
  recordWrongEmailCode,
  replaceEmailChange,
  takeEmailChange,
  updateUserFields,
  type UserRow,
} from './profile.repository.js';
import { PROFILE_MESSAGES, PROFILE_TEXT } from './profile.texts.js';

/** What the account services need from the request around them. */
export interface AccountContext {
  db: Db;
  config: AppConfig;
  mail: MailService;
  storage: FileStorage;
  cipher: FieldCipher;
  /** The client address as TRUST_PROXY lets us see it (throttling). */
  address: string;
  /** The browser's device id (throttling: a known device has limits of its own); absent: unknown. */
  deviceId?: string | null | undefined;
  now: Date;
}

const displayName = (user: Pick<UserRow, 'firstName' | 'username'>) => user.firstName?.trim() || user.username;

/**
 * Asks for the password again before a change that could hand the account to someone else.
 * Wrong guesses count against the same limits as sign-in, so a stolen session cannot be used
 * to guess the password faster than the sign-in form allows.
 * @throws password_not_set (a Google-only account), rate_limited, password_incorrect
 */
export async function confirmPassword(
  ctx: AccountContext,
  user: UserRow,
  password: string,
  field = 'password',
): Promise<void> {
  if (!user.passwordHash) throw new AppError('password_not_set', PROFILE_MESSAGES.passwordNotSet);
  if (!(await recheckPassword(ctx, { ...user, passwordHash: user.passwordHash }, password)))
    throw new AppError('password_incorrect', `${field}: ${PROFILE_MESSAGES.wrongPassword}`);
}

// --- profile -------------------------------------------------------------------------------

/** Remembers the language the person chose in the interface; their account mails follow it. */
export async function updateLocale(ctx: AccountContext, user: UserRow, locale: TLocale): Promise<void> {
  if (user.locale !== locale) await updateUserFields(ctx.db, user.id, { locale });
}

/**
 * Changes name and username.
 * @throws username_taken
 */
export async function updateProfile(
  ctx: AccountContext,
  user: UserRow,
  input: { firstName: string; lastName: string; username: string },
): Promise<TPublicUser> {
  if (
    input.username.toLowerCase() !== user.username.toLowerCase() &&
    (await findOtherHolder(ctx.db, user.id, 'username', input.username))
  )
    throw new AppError('username_taken', AUTH_MESSAGES.usernameTaken);
  let row: UserRow;
  try {
    row = await updateUserFields(ctx.db, user.id, input);
  } catch (err) {
    if (uniqueViolation(err) !== null) throw new AppError('username_taken', AUTH_MESSAGES.usernameTaken);
    throw err;
  }
  return toPublicUser(ctx.db, row);
}

/**
 * Replaces the profile photo with the uploaded picture, re-encoded (see lib/images.ts).
 * @throws image_invalid, image_too_small
 */
export async function setProfilePhoto(ctx: AccountContext, user: UserRow, upload: Buffer): Promise<TPublicUser> {
  const webp = await reencodeImage(upload, { maxSide: 512, square: true });
  const url = await ctx.storage.put('avatars', webp, 'webp');
  const row = await updateUserFields(ctx.db, user.id, { profileImage: url });
  await ctx.storage.remove(user.profileImage);
  return toPublicUser(ctx.db, row);
}

export async function removeProfilePhoto(ctx: AccountContext, user: UserRow): Promise<TPublicUser> {
  const row = await updateUserFields(ctx.db, user.id, { profileImage: null });
  await ctx.storage.remove(user.profileImage);
  return toPublicUser(ctx.db, row);
}

// --- password ------------------------------------------------------------------------------

/**
 * Changes the password after checking the current one; every session of the account ends and
 * the owner is mailed (auth's setPassword). The route then signs this browser in again.
 * @throws password_not_set, rate_limited, password_incorrect
 */
export async function changePassword(
  ctx: AccountContext,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await confirmPassword(ctx, user, input.currentPassword, 'currentPassword');
  await setPassword(ctx, user, input.newPassword);
}

// --- email ---------------------------------------------------------------------------------

const emailCodeHash = (ctx: AccountContext, userId: number, email: string, code: string) =>
  hashOtp(ctx.config.sessionSecret, `email-change:${userId}`, email, code);

/**
 * Starts an email change: checks the password and mails a code to the new address (the old
 * address keeps working until the code is entered).
 * @throws password_not_set, password_incorrect, bad_request (the same address), email_taken,
 * rate_limited (one code a minute per address, and the hourly limits)
 */
export async function requestEmailChange(
  ctx: AccountContext,
  user: UserRow,
  input: { newEmail: string; password: string },
): Promise<void> {
  await confirmPassword(ctx, user, input.password);
  if (input.newEmail.toLowerCase() === user.email.toLowerCase())
    throw new AppError('bad_request', 'newEmail: is already the email of this account');
  if (await findOtherHolder(ctx.db, user.id, 'email', input.newEmail))
    throw new AppError('email_taken', PROFILE_TEXT.emailTaken);
  const knownDevice = await knownDeviceOf(ctx, user.id);
  await takeSend(ctx.db, 'email-change', { account: input.newEmail, address: ctx.address, knownDevice }, ctx.now);
  const code = newOtp();
  await replaceEmailChange(ctx.db, {
    userId: user.id,
    newEmail: input.newEmail,
    codeHash: emailCodeHash(ctx, user.id, input.newEmail, code),
    expiresAt: new Date(ctx.now.getTime() + OTP_TTL_MINUTES * 60_000),
  });
  ctx.mail.send({
    to: input.newEmail,
    ...emailChangeCodeMail({ name: displayName(user), code, minutes: OTP_TTL_MINUTES }, user.locale),
  });
}

/**
 * Finishes an email change with the code from the new address, and tells the old address.
 * @throws rate_limited, code_invalid (wrong, expired, dead after 5 tries, or none pending),
 * email_taken (someone took the address meanwhile)
 */
export async function confirmEmailChange(ctx: AccountContext, user: UserRow, code: string): Promise<TPublicUser> {
  const knownDevice = await knownDeviceOf(ctx, user.id);
  const attempt = await takeAttempt(
    ctx.db,
    'code',
    { account: user.email, address: ctx.address, knownDevice },
    ctx.now,
  );
  const pending = await findEmailChange(ctx.db, user.id);
  const live = pending && pending.expiresAt.getTime() > ctx.now.getTime() ? pending : null;
  const digest = emailCodeHash(ctx, user.id, live?.newEmail ?? user.email, code);
  if (!live || !sameDigest(live.codeHash, digest)) {
    if (live) await recordWrongEmailCode(ctx.db, live.id, OTP_MAX_ATTEMPTS);
    throw new AppError('code_invalid', PROFILE_MESSAGES.emailCodeInvalid);
  }
  await attemptSucceeded(ctx.db, attempt);
  if (!(await takeEmailChange(ctx.db, live.id))) throw new AppError('code_invalid', PROFILE_MESSAGES.emailCodeInvalid);
  if (await findOtherHolder(ctx.db, user.id, 'email', live.newEmail))
    throw new AppError('email_taken', PROFILE_TEXT.emailTaken);
  const row = await updateUserFields(ctx.db, user.id, { email: live.newEmail, emailVerifiedAt: ctx.now });
  ctx.mail.send({
    to: user.email,
    ...emailChangedMail({ name: displayName(user), newEmail: live.newEmail }, user.locale),
  });
  return toPublicUser(ctx.db, row);
}

// --- saved events --------------------------------------------------------------------------

export async function savedEventsOf(ctx: Pick<AccountContext, 'db'>, user: UserRow): Promise<TSavedEventItem[]> {
  const rows = await listSavedEvents(ctx.db, user.id, SAVED_EVENTS_MAX);
  return rows.map((r) => ({
    ...r,
    startDate: r.startDate ? r.startDate.toISOString() : null,
    savedAt: r.savedAt.toISOString(),
  }));
}

/**
 * Saves events to the account; ids that are not live events are skipped, and nothing is added
 * beyond SAVED_EVENTS_MAX. `eventIds` come most recently saved first (the device's order).
 */
export async function saveEvents(ctx: AccountContext, user: UserRow, eventIds: number[]): Promise<TSavedEventItem[]> {
  const unique = [...new Set(eventIds)];
  const live = new Set(await liveEventIds(ctx.db, unique));
  const room = Math.max(0, SAVED_EVENTS_MAX - (await countSavedEvents(ctx.db, user.id)));
  await insertSavedEvents(ctx.db, user.id, unique.filter((id) => live.has(id)).slice(0, room), ctx.now);
  return savedEventsOf(ctx, user);
}

/** @throws event_not_found when the event is not live */
export async function saveEvent(ctx: AccountContext, user: UserRow, eventId: number): Promise<void> {
  if (!(await liveEventIds(ctx.db, [eventId])).length)
    throw new AppError('event_not_found', PROFILE_TEXT.eventNotFound);
  await saveEvents(ctx, user, [eventId]);
}

export async function unsaveEvent(ctx: AccountContext, user: UserRow, eventId: number): Promise<void> {
  await deleteSavedEvent(ctx.db, user.id, eventId);
}

// --- deletion ------------------------------------------------------------------------------

/**
 * Deletes the account: personal data erased, orders kept anonymised for hosts' books (see
 * anonymiseAccount), every session ended, uploaded pictures removed, the owner mailed.
 * @throws password_not_set, password_incorrect, rate_limited, account_has_upcoming_tickets,
 * host_balance_unpaid
 */
export async function deleteAccount(ctx: AccountContext, user: UserRow, password: string): Promise<void> {
  await confirmPassword(ctx, user, password);
  if (await hasUpcomingTickets(ctx.db, user.id, ctx.now))
    throw new AppError('account_has_upcoming_tickets', PROFILE_MESSAGES.upcomingTickets);
  const settledBefore = new Date(ctx.now.getTime() - PAYOUT_SETTLEMENT_DAYS * 24 * 3600_000);
  if (await hasUnsettledHostSales(ctx.db, user.id, settledBefore))
    throw new AppError('host_balance_unpaid', PROFILE_MESSAGES.hostBalance);
  const tag = `${user.id}-${randomBytes(6).toString('hex')}`;
  const files = await ctx.db.transaction((tx) =>
    anonymiseAccount(tx, user, { username: `deleted-${tag}`, email: `deleted-${tag}@deleted.invalid` }),
  );
  // Its browsers are no longer known devices of anything (sign-in limits, decision 018).
  await endEverySession(ctx.db, user.id);
  for (const file of files) await ctx.storage.remove(file).catch(() => undefined);
  ctx.mail.send({ to: user.email, ...accountDeletedMail({ name: displayName(user) }, user.locale) });
}

/** The user row fresh from the database (after a change made by another service). */
export async function reloadUser(ctx: Pick<AccountContext, 'db'>, id: number): Promise<UserRow> {
  const row = await findUser(ctx.db, id);
  if (!row) throw new AppError('unauthorized', AUTH_MESSAGES.signedOut);
  return row;
}
