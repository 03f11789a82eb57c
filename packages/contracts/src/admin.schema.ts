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

// ---- Sign-in, enrolment, recovery codes, the admin's account (docs/admin.md) ----

/** How many recovery codes an admin holds at a time. */
export const ADMIN_RECOVERY_CODE_COUNT = 10;

/**
 * Sign-in step two: the authenticator's code, or one of the admin's recovery codes (lost phone).
 * Exactly one of them.
 */
export const ZAdminSignInCodeRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be the 6-digit code your authenticator app shows')
      .optional(),
    recoveryCode: z.string().trim().min(6).max(40).optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: 'give either the 6-digit code or a recovery code',
  });

/** First sign-in: what the admin's authenticator app needs. */
export const ZAdminEnrollment = z.object({
  /** The `otpauth://` address the QR code carries. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
  /** The secret in groups of four letters, for typing in by hand. */
  secretGroups: z.array(z.string()),
  email: z.string(),
});
export type TAdminEnrollment = z.infer<typeof ZAdminEnrollment>;

/** Recovery codes, shown once (after enrolment or when regenerated). */
export const ZAdminRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TAdminRecoveryCodes = z.infer<typeof ZAdminRecoveryCodes>;

/** Enrolment confirmed: the session has started; the recovery codes are shown once. */
export const ZAdminEnrollmentDone = ZAdminRecoveryCodes.extend({ admin: ZAdminMe });

/** The signed-in admin's own account page. */
export const ZAdminAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  enrolledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;
