import { CHECKOUT_STORAGE_KEY, freeCheckoutTickets } from '@tribe/contracts/checkout';
import type { TCheckoutData, TEvent, TSelectedTicket, TTicketType } from '@tribe/contracts';
import type { TDateOption } from './occurrences';

/** Picked quantities by ticket type id. */
export type TQuantities = Record<number, number>;

/** Tickets with a quantity above zero, in ticket-type order (spec section 3: stored checkout data). */
export function selectedTickets(ticketTypes: readonly TTicketType[], quantities: TQuantities): TSelectedTicket[] {
  return ticketTypes
    .filter((t) => (quantities[t.id] ?? 0) > 0)
    .map((t) => ({ id: t.id, name: t.name, price: t.price, quantity: quantities[t.id] ?? 0 }));
}

/** The stored checkout data for an event, its tickets and the chosen date (spec section 3). */
export function buildCheckoutData(
  event: Pick<TEvent, 'id' | 'title'>,
  tickets: TSelectedTicket[],
  date: TDateOption | null,
): TCheckoutData {
  return {
    selectedTickets: tickets,
    eventDetails: {
      id: event.id,
      name: event.title,
      selectedDate: date?.selectedDate ?? null,
      selectedShowTimeId: date?.showTimeId ?? null,
    },
  };
}

/** Free flow (spec Buy flow step 3): one ticket per type at price 0, or the default 'Free Admission'. */
export function buildFreeCheckoutData(
  event: Pick<TEvent, 'id' | 'title' | 'ticketTypes'>,
  date: TDateOption | null,
): TCheckoutData {
  return buildCheckoutData(event, freeCheckoutTickets(event), date);
}

/** Writes the checkout data to session storage under 'checkoutData'. */
export function saveCheckoutData(data: TCheckoutData, storage: Storage = window.sessionStorage): void {
  storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(data));
}

/** Sum of price × quantity over the picked tickets. */
export function totalAmount(tickets: readonly TSelectedTicket[]): number {
  return tickets.reduce((sum, t) => sum + t.price * t.quantity, 0);
}

export function totalQuantity(tickets: readonly TSelectedTicket[]): number {
  return tickets.reduce((sum, t) => sum + t.quantity, 0);
}

export const PAYMENT_PATH = (eventId: number | string) => `/checkout/${encodeURIComponent(String(eventId))}/payment`;
export const FREE_RESERVATION_PATH = '/checkout/free-reservation';
