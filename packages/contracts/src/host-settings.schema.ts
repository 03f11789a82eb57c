import { z } from 'zod';
import { ZHostDetailsRequest, zLine, zPasswordConfirmation, PAYOUT_METHODS } from './hosts.js';
import {
  ID_DOCUMENT_TYPES,
  LEGAL_NAME_MAX_LENGTH,
  normaliseIdNumber,
  normaliseKraPin,
  normaliseWebsite,
} from './host-rules.js';
import { hasControlChars, MAX_INT } from './input.js';
import {
  BALANCE_STATES,
  HOST_PAYOUT_STATUSES,
  PAYOUT_REQUIREMENTS,
  type THostBalances,
  type THostPayout,
  type THostSettings,
} from './host-settings.js';

/**
 * Request and response schemas of /api/host/settings, /api/host/balances and /api/host/payouts
 * (server edge and tests). The browser checks its forms with host-rules.ts.
 */

const zWebsite = z
  .string()
  .max(400, 'must be at most 400 characters')
  .transform((s, ctx) => {
    const url = normaliseWebsite(s);
    if (url === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a web address such as savannahsounds.co.ke' });
      return z.NEVER;
    }
    return url || null;
  });

/** PUT /api/host/settings/profile: onboarding's details plus the website. */
export const ZHostProfileInput = ZHostDetailsRequest.extend({
  website: zWebsite
    .nullable()
    .optional()
    .transform((s) => s ?? null),
});
export type THostProfileInput = z.input<typeof ZHostProfileInput>;

const zKraPin = z
  .string()
  .max(32, 'must be at most 32 characters')
  .transform((s, ctx) => {
    const pin = normaliseKraPin(s);
    if (!pin) {
      ctx.addIssue({ code: 'custom', message: 'must be a KRA PIN: a letter, 9 digits and a letter, like A123456789B' });
      return z.NEVER;
    }
    return pin;
  });

/**
 * PUT /api/host/settings/identity. `idNumber` may be left out once one is saved (the saved one
 * stays); `password` is needed to change details already saved.
 */
export const ZHostIdentityInput = z
  .object({
    legalName: zLine(LEGAL_NAME_MAX_LENGTH),
    kraPin: zKraPin,
    idType: z.enum(ID_DOCUMENT_TYPES, { message: "must be 'national_id' or 'passport'" }).default('national_id'),
    idNumber: z
      .string()
      .max(40, 'must be at most 40 characters')
      .refine((s) => !hasControlChars(s), 'must not contain control characters')
      .optional(),
    password: zPasswordConfirmation.optional(),
  })
  .transform((v, ctx) => {
    if (!v.idNumber?.trim()) return { ...v, idNumber: undefined };
    const idNumber = normaliseIdNumber(v.idType, v.idNumber);
    if (!idNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['idNumber'],
        message:
          v.idType === 'passport'
            ? 'must be a passport number: 6 to 12 letters and digits'
            : 'must be an ID number: 6 to 9 digits',
      });
      return z.NEVER;
    }
    return { ...v, idNumber };
  });
export type THostIdentityInput = z.input<typeof ZHostIdentityInput>;

/** POST /api/host/payouts: the whole available amount of one ended event. */
export const ZHostPayoutInput = z.object({ eventId: z.number().int().positive().max(MAX_INT) });

export const ZHostSettings = z.object({
  profile: z.object({
    vendorName: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    bio: z.string().nullable(),
    website: z.string().nullable(),
    logoUrl: z.string().nullable(),
  }),
  payoutMethod: z.object({ method: z.enum(PAYOUT_METHODS), masked: z.string() }).nullable(),
  identity: z.object({
    legalName: z.string().nullable(),
    kraPin: z.string().nullable(),
    idNumberMasked: z.string().nullable(),
  }),
  payoutRequirements: z.array(z.enum(PAYOUT_REQUIREMENTS)),
});
({}) as z.infer<typeof ZHostSettings> satisfies THostSettings;
({}) as THostSettings satisfies z.infer<typeof ZHostSettings>;

const zFigures = {
  gross: z.number().int(),
  fees: z.number().int(),
  refunds: z.number().int(),
  payouts: z.number().int(),
  net: z.number().int(),
  pendingPayouts: z.number().int(),
  payableAfterEvent: z.number().int(),
  available: z.number().int(),
  owed: z.number().int(),
};

export const ZHostBalances = z.object({
  events: z.array(
    z.object({
      ...zFigures,
      eventId: z.number().int(),
      title: z.string(),
      eventStatus: z.enum(['draft', 'live', 'cancelled']),
      lastEndsAt: z.string().nullable(),
      ended: z.boolean(),
      state: z.enum(BALANCE_STATES),
    }),
  ),
  totals: z.object(zFigures),
});
({}) as z.infer<typeof ZHostBalances> satisfies THostBalances;
({}) as THostBalances satisfies z.infer<typeof ZHostBalances>;

export const ZHostPayout = z.object({
  id: z.number().int(),
  eventId: z.number().int().nullable(),
  eventTitle: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(HOST_PAYOUT_STATUSES),
  destinationMasked: z.string().nullable(),
  reference: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
({}) as z.infer<typeof ZHostPayout> satisfies THostPayout;
({}) as THostPayout satisfies z.infer<typeof ZHostPayout>;
