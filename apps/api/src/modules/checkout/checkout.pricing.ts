import { FREE_ADMISSION_TICKET, type TEvent } from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import type { EventBundle } from '../events/index.js';
import type { ticketTypes } from '../../db/schema/index.js';
import { CHECKOUT_TEXTS as T } from './checkout.texts.js';

/**
 * Checkout's pure rules: what an order's lines cost and which buyer limits it counts against.
 * No database, no clock but the one passed in, so they are the same wherever they run (the
 * hold, the promo check, a host's guest tickets).
 */

export type TicketTypeRow = typeof ticketTypes.$inferSelect;

/** A live event sold here, as checkout reads it (checkout.sale.ts loads it). */
export interface SaleEvent {
  event: TEvent;
  /** The event's row, for the order's view. */
  row: EventBundle['event'];
  hostId: number | null;
  capacity: number | null;
  showCapacity: Map<number, number | null>;
  feePaidBy: 'buyer' | 'host';
  maxTicketsPerBuyer: number;
  types: TicketTypeRow[];
}

export interface PricedLine {
  type: TicketTypeRow;
  quantity: number;
  unitPrice: number;
}

/** The order's items as priced lines make them (name and price as the buyer saw them). */
export const orderItemsOf = (lines: PricedLine[]) =>
  lines.map((l) => ({ ticketTypeId: l.type.id, name: l.type.name, unitPrice: l.unitPrice, quantity: l.quantity }));

/**
 * The buyer's lines priced from the server's own ticket types. The free flow's made-up id 1
 * ('Free Admission') is the event's hidden row when the event shows no ticket types.
 * Requires the sale event as loaded now.
 * @throws AppError ticket_type_not_found, quantity_invalid, ticket_not_on_sale,
 *   order_limit_exceeded (per order or per buyer), price_changed
 */
export function priceLines(
  sale: SaleEvent,
  lines: readonly { ticketTypeId: number; quantity: number; price?: number | undefined }[],
  now: Date,
): PricedLine[] {
  const visible = sale.types.filter((t) => !t.implicit);
  const implicit = sale.types.find((t) => t.implicit);
  const seen = new Set<number>();
  const priced = lines.map((line) => {
    let type = sale.types.find((t) => t.id === line.ticketTypeId && !t.implicit);
    if (!type && line.ticketTypeId === FREE_ADMISSION_TICKET.id && visible.length === 0 && implicit) type = implicit;
    if (!type) throw new AppError('ticket_type_not_found', T.noSuchTicketType(line.ticketTypeId));
    if (seen.has(type.id)) throw new AppError('quantity_invalid', T.typeListedTwice);
    seen.add(type.id);
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new AppError('quantity_invalid', T.chooseOneTicket);
    if (type.salesStartAt && type.salesStartAt.getTime() > now.getTime())
      throw new AppError('ticket_not_on_sale', T.salesNotStarted(type.name));
    if (type.salesEndAt && type.salesEndAt.getTime() <= now.getTime())
      throw new AppError('ticket_not_on_sale', T.salesEnded(type.name));
    if (type.maxPerOrder !== null && line.quantity > type.maxPerOrder)
      throw new AppError('order_limit_exceeded', T.perOrderLimit(type.maxPerOrder, type.name));
    if (line.price !== undefined && line.price !== type.price)
      throw new AppError('price_changed', T.priceChanged(type.name, type.price));
    return { type, quantity: line.quantity, unitPrice: type.price };
  });
  const count = priced.reduce((s, l) => s + l.quantity, 0);
  if (count > sale.maxTicketsPerBuyer)
    throw new AppError('order_limit_exceeded', T.perEventLimit(sale.maxTicketsPerBuyer));
  return priced;
}

/** The buyer limits an order counts against: one per email and one per phone. */
export function buyerKeysOf(email: string, phone: string | null | undefined): string[] {
  const keys = [`e:${email.trim().toLowerCase()}`];
  if (phone) keys.push(`p:${phone}`);
  return keys.sort();
}
