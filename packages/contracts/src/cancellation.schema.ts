import { z } from 'zod';
import {
  CANCELLATION_DATE_KEY,
  CANCELLATION_MESSAGE_MAX,
  EVENT_CANCELLATION_STATUSES,
  type TCancellationPreview,
  type TEventCancellation,
} from './cancellation.js';
import { MAX_INT } from './input.js';

/** Request and response schemas of cancelling an event or a date (server edge and tests). */

const zDateKey = z.string().trim().regex(CANCELLATION_DATE_KEY, 'must be a show (show:<id>) or a date (YYYY-MM-DD)');

/** POST /api/host/events/{id}/cancellations: no key cancels the whole event. */
export const ZCancellationInput = z.object({
  occurrenceKey: zDateKey.optional(),
  message: z
    .string()
    .trim()
    .max(CANCELLATION_MESSAGE_MAX, `must be at most ${CANCELLATION_MESSAGE_MAX} characters`)
    .optional()
    .transform((s) => (s ? s : null)),
});
export type TCancellationInput = z.input<typeof ZCancellationInput>;

/** The `:cancellationId` of /api/host/events/{eventId}/cancellations/{cancellationId}/… */
export const ZCancellationParams = z.object({
  eventId: z.coerce.number().int().positive().max(MAX_INT),
  cancellationId: z.coerce.number().int().positive().max(MAX_INT),
});

export const ZEventCancellation = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  timeZone: z.string(),
  scope: z.enum(['event', 'date']),
  occurrenceKey: z.string().nullable(),
  startsAt: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(EVENT_CANCELLATION_STATUSES),
  ordersTotal: z.number().int(),
  ordersDone: z.number().int(),
  ordersFailed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  failures: z.array(z.object({ orderReference: z.string(), buyerName: z.string(), error: z.string() })),
});
({}) as z.infer<typeof ZEventCancellation> satisfies TEventCancellation;
({}) as TEventCancellation satisfies z.infer<typeof ZEventCancellation>;

const ZCancellationImpact = z.object({
  paidOrders: z.number().int(),
  refundTotal: z.number().int(),
  reservations: z.number().int(),
  holds: z.number().int(),
  tickets: z.number().int(),
});

export const ZCancellationPreview = z.object({
  eventId: z.number().int(),
  timeZone: z.string(),
  eventType: z.enum(['one-off', 'recurring', 'multiple-shows']),
  canCancelEvent: z.boolean(),
  event: ZCancellationImpact,
  dates: z.array(
    z.object({
      key: z.string(),
      date: z.string().nullable(),
      startsAt: z.string().nullable(),
      cancelled: z.boolean(),
      impact: ZCancellationImpact,
    }),
  ),
});
({}) as z.infer<typeof ZCancellationPreview> satisfies TCancellationPreview;
({}) as TCancellationPreview satisfies z.infer<typeof ZCancellationPreview>;
