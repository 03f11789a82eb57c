import { z } from 'zod';

/** Admin sign-in, step one. */
export const ZAdminPasswordRequest = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(200),
});
/** What comes after the password: a code from the enrolled app, or enrolment first. */
export const ZAdminPasswordResponse = z.object({ next: z.enum(['totp', 'enroll']) });

/** A 6-digit code from the authenticator app (sign-in, re-authentication). */
export const ZAdminCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code your authenticator app shows'),
});

/** The signed-in admin. */
export const ZAdminMe = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  /** When the second factor was last given (money actions need it within ADMIN_REAUTH_MINUTES). */
  reauthenticatedAt: z.string().nullable(),
});
export type TAdminMe = z.infer<typeof ZAdminMe>;

export const ZAdminOk = z.object({ success: z.literal(true) });
