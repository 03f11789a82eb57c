import { z } from 'zod';
import type { TEvent } from './events.js';

/** Session-storage key of the stored checkout data (spec section 3). */
export const CHECKOUT_STORAGE_KEY = 'checkoutData';

/** Spec Buy flow step 3: the ticket stored for a free event that has no ticket types. */
export const FREE_ADMISSION_TICKET = { id: 1, name: 'Free Admission', price: 0 } as const;

/** A ticket picked on the client (spec section 3 "Selected ticket"); stored only with quantity above zero. */
export const ZSelectedTicket = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int().min(0),
  quantity: z.number().int().positive(),
});
export type TSelectedTicket = z.infer<typeof ZSelectedTicket>;

/**
 * The stored checkout data (spec section 3 "Stored checkout data"). `id` is the event's id as the
 * page knows it (numeric id or externalId). `selectedDate` is the chosen day ('YYYY-MM-DD' for
 * recurring and show dates, the start for one-off) or null; `selectedShowTimeId` is the chosen show
 * or null. At least one ticket is required (spec section 5: 'No tickets selected').
 */
export const ZCheckoutData = z.object({
  selectedTickets: z.array(ZSelectedTicket).min(1),
  eventDetails: z.object({
    id: z.union([z.number().int(), z.string().min(1)]),
    name: z.string(),
    selectedDate: z.string().nullable(),
    selectedShowTimeId: z.number().int().nullable(),
  }),
});
export type TCheckoutData = z.infer<typeof ZCheckoutData>;

/** Reads stored checkout data safely: null when absent, not JSON, or not the expected shape. */
export function parseCheckoutData(raw: string | null | undefined): TCheckoutData | null {
  if (!raw) return null;
  try {
    const result = ZCheckoutData.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Spec Buy flow step 3: one ticket per type at price 0 and quantity 1, or the default Free Admission ticket. */
export function freeCheckoutTickets(event: Pick<TEvent, 'ticketTypes'>): TSelectedTicket[] {
  const types = event.ticketTypes ?? [];
  if (types.length === 0) return [{ ...FREE_ADMISSION_TICKET, quantity: 1 }];
  return types.map((t) => ({ id: t.id, name: t.name, price: 0, quantity: 1 }));
}
