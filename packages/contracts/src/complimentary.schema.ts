import { z } from 'zod';
import { zEmail, zPersonName } from './auth.js';
import { zIdempotencyKey, zSelectedDate } from './checkout.schema.js';
import {
  COMPLIMENTARY_MAX_QUANTITY,
  IDEMPOTENCY_KEY_HEADER,
  type TComplimentaryOptions,
  type TComplimentaryRequest,
} from './complimentary.js';
import { zId } from './input.js';

/** POST /api/host/events/{id}/complimentary. */
export const ZComplimentaryRequest = z.object({
  ticketTypeId: zId,
  selectedDate: zSelectedDate,
  selectedShowTimeId: zId.nullable().optional(),
  quantity: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(COMPLIMENTARY_MAX_QUANTITY, `must be at most ${COMPLIMENTARY_MAX_QUANTITY}`),
  name: zPersonName.pipe(z.string().max(100, 'must be at most 100 characters')),
  email: zEmail,
});
({}) as z.input<typeof ZComplimentaryRequest> satisfies TComplimentaryRequest;

/** The `Idempotency-Key` header a guest-ticket submit must carry. */
export const ZIdempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: zIdempotencyKey });

export const ZComplimentaryOptions = z.object({
  eventId: z.number().int(),
  eventTitle: z.string(),
  eventType: z.enum(['one-off', 'multiple-shows', 'recurring']),
  timeZone: z.string(),
  unavailable: z.string().nullable(),
  occurrences: z.array(
    z.object({
      key: z.string(),
      date: z.string().nullable(),
      showTimeId: z.number().int().nullable(),
      startsAt: z.string().nullable(),
      placesLeft: z.number().int().nullable(),
      ticketTypes: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          price: z.number().int(),
          placesLeft: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
({}) as z.infer<typeof ZComplimentaryOptions> satisfies TComplimentaryOptions;
({}) as TComplimentaryOptions satisfies z.infer<typeof ZComplimentaryOptions>;
