import { z } from 'zod';
import { LOCALES } from './locale.js';
import { zEmail, zPassword, zPersonName, zUsername } from './auth.js';
import { zPasswordConfirmation } from './hosts.js';

/**
 * The signed-in user's own account (`/api/profile/*`): name and username, photo, password,
 * email, saved events and deletion. Each change that could hand the account to someone else
 * (password, email, payout details, deletion) asks for the current password again.
 */

/** PATCH /api/profile */
export const ZProfileUpdateRequest = z.object({
  firstName: zPersonName,
  lastName: zPersonName,
  username: zUsername,
});
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;

/** PATCH /api/profile/locale: the language the account's mails go out in (the web sends it when the switch is used). */
export const ZLocaleUpdateRequest = z.object({
  locale: z.enum(LOCALES, { message: `must be one of: ${LOCALES.join(', ')}` }),
});
export type TLocaleUpdateRequest = z.input<typeof ZLocaleUpdateRequest>;

/** POST /api/profile/password: other sessions end; this one continues. */
export const ZChangePasswordRequest = z.object({
  currentPassword: zPasswordConfirmation,
  newPassword: zPassword,
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** POST /api/profile/email: mails a code to the new address. */
export const ZChangeEmailRequest = z.object({ newEmail: zEmail, password: zPasswordConfirmation });
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequest>;

/** POST /api/profile/email/confirm: the code from the new address. */
export const ZConfirmEmailRequest = z.object({
  code: z
    .string()
    .max(20, 'must be the 6-digit code from the email')
    .transform((s) => s.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'must be the 6-digit code from the email')),
});
export type TConfirmEmailRequest = z.input<typeof ZConfirmEmailRequest>;

/** DELETE /api/profile */
export const ZDeleteAccountRequest = z.object({ password: zPasswordConfirmation });
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

export const ZProfileMessage = z.object({ success: z.literal(true), message: z.string() });
export type TProfileMessage = z.infer<typeof ZProfileMessage>;

/** A saved event as a card shows it (the same fields the device store keeps). */
export const ZSavedEvent = z.object({
  id: z.number().int(),
  externalId: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  timeZone: z.string(),
  location: z.string().nullable(),
  savedAt: z.string(),
});
export type TSavedEventItem = z.infer<typeof ZSavedEvent>;

export const ZSavedEventsResponse = z.object({ events: z.array(ZSavedEvent) });
export type TSavedEventsResponse = z.infer<typeof ZSavedEventsResponse>;

/** How many events one account keeps saved, and one merge may bring from a device. */
export const SAVED_EVENTS_MAX = 500;

/** POST /api/profile/saved-events/merge: the device's saves, added at sign-in. */
export const ZMergeSavedEventsRequest = z.object({
  eventIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(SAVED_EVENTS_MAX, `must list at most ${SAVED_EVENTS_MAX} events`),
});
export type TMergeSavedEventsRequest = z.input<typeof ZMergeSavedEventsRequest>;

/**
 * Why an account cannot be deleted yet (409, `code` is one of these):
 * - `account_has_upcoming_tickets`: paid or reserved tickets for a date still to come;
 * - `host_balance_unpaid`: the host has sales whose money is not yet settled (the event has not
 *   ended, or ended less than PAYOUT_SETTLEMENT_DAYS ago, so refunds and payouts are open).
 */
export const DELETE_REFUSAL_CODES = ['account_has_upcoming_tickets', 'host_balance_unpaid'] as const;
export type TDeleteRefusalCode = (typeof DELETE_REFUSAL_CODES)[number];
export const PAYOUT_SETTLEMENT_DAYS = 7;
