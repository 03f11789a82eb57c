import { z } from 'zod';
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  PROMO_DISCOUNT_TYPES,
  PROMO_MAX_AMOUNT,
  PROMO_MAX_USES,
  normalisePromoCode,
  type THostPromoCodes,
  type TPromoCheck,
  type TPromoCode,
} from './promo-codes.js';
import { MAX_INT, zId, zInstant } from './input.js';

/**
 * Request and response schemas of promo codes (server edge and tests); the types are the zod-free
 * ones in promo-codes.ts, kept equal by the `satisfies` checks below.
 */

/** A code as a person types it: trimmed, 3–32 letters, digits, - or _, upper-cased. */
export const zPromoCodeText = z
  .string()
  .trim()
  .min(PROMO_CODE_MIN_LENGTH, `must be at least ${PROMO_CODE_MIN_LENGTH} characters`)
  .max(PROMO_CODE_MAX_LENGTH, `must be at most ${PROMO_CODE_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, - and _')
  .transform(normalisePromoCode);

/** POST /api/host/events/{id}/promo-codes and PUT …/{codeId}: the whole code as the dialog edits it. */
export const ZPromoCodeInput = z
  .object({
    code: zPromoCodeText,
    discountType: z.enum(PROMO_DISCOUNT_TYPES, { message: "must be 'percent' or 'amount'" }),
    discountValue: z.number().int('must be a whole number').positive('must be more than 0'),
    maxUses: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(PROMO_MAX_USES)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    startsAt: zInstant
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    endsAt: zInstant
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    ticketTypeIds: z.array(zId).max(100).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.discountType === 'percent' && v.discountValue > 100)
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'must be at most 100 (%)' });
    if (v.discountType === 'amount' && v.discountValue > PROMO_MAX_AMOUNT)
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'must be at most KES 1,000,000' });
    if (v.startsAt && v.endsAt && new Date(v.endsAt).getTime() <= new Date(v.startsAt).getTime())
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
  });
export type TPromoCodeInput = z.input<typeof ZPromoCodeInput>;

export const ZPromoCodeParams = z.object({
  eventId: z.coerce.number().int().positive().max(MAX_INT),
  codeId: z.coerce.number().int().positive().max(MAX_INT),
});

/** POST /api/events/{id}/promo-codes/check. */
export const ZPromoCheckRequest = z.object({
  code: zPromoCodeText,
  tickets: z
    .array(z.object({ id: zId, quantity: z.number().int().min(1).max(1000) }))
    .min(1, 'must list at least one ticket')
    .max(20),
});
export type TPromoCheckRequest = z.input<typeof ZPromoCheckRequest>;

const zIso = z.string();

export const ZPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(PROMO_DISCOUNT_TYPES),
  discountValue: z.number().int(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  startsAt: zIso.nullable(),
  endsAt: zIso.nullable(),
  ticketTypeIds: z.array(z.number().int()),
  state: z.enum(['active', 'scheduled', 'expired', 'used_up', 'archived']),
  onOrders: z.boolean(),
  archivedAt: zIso.nullable(),
  createdAt: zIso,
});
({}) as z.infer<typeof ZPromoCode> satisfies TPromoCode;

export const ZHostPromoCodes = z.object({
  eventId: z.number().int(),
  ticketTypes: z.array(
    z.object({ id: z.number().int(), name: z.string(), price: z.number().int(), archived: z.boolean() }),
  ),
  codes: z.array(ZPromoCode),
});
({}) as z.infer<typeof ZHostPromoCodes> satisfies THostPromoCodes;

/** DELETE answer: the code was removed, or archived because orders carry it. */
export const ZPromoCodeRemoved = z.object({ removed: z.enum(['deleted', 'archived']), code: ZPromoCode.nullable() });

export const ZPromoCheck = z.object({
  code: z.string(),
  discountType: z.enum(PROMO_DISCOUNT_TYPES),
  discountValue: z.number().int(),
  ticketTypeIds: z.array(z.number().int()),
  subtotal: z.number().int(),
  discount: z.number().int(),
  fees: z.number().int(),
  total: z.number().int(),
});
({}) as z.infer<typeof ZPromoCheck> satisfies TPromoCheck;
