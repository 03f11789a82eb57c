import type { FastifyInstance } from 'fastify';
import type { TLocale } from '@tribe/contracts/locale';
import {
  FREE_ADMISSION_TICKET,
  type THostOrder,
  type TComplimentaryOptions,
  type TComplimentaryRequest,
} from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import {
  eventAvailability,
  resolveOccurrence,
  type SaleEvent,
  findByIdempotencyKey,
  loadSaleEvent,
  reserveZeroTotalOrder,
  checkoutContext,
  orderView,
} from '../checkout/index.js';
import { accountLocaleOf } from '../auth/index.js';
import { composeMail, mailTexts } from '../mail/index.js';
import { occurrenceText } from '../tickets/index.js';
import { findHostOrder, findHostOrders } from './attendees.repository.js';
import { toHostOrder } from './attendees.service.js';
import { findEventTicketType, findHostEventForComps, revokeOrder } from './complimentary.repository.js';
import { COMPLIMENTARY_TEXT as T, revokedMailTexts } from './complimentary.texts.js';
import { readTogether } from '../../db/read-together.js';
import { recordAudit, type UserActor } from '../audit/index.js';

/**
 * Complimentary (guest-list) tickets (issue 9, item 3). A host gives tickets to a named guest:
 * one order, reserved, total 0, its places taken like any sale's (capacity is capacity) and its
 * tickets mailed at once through checkout's confirmation mail. Not subject to the per-buyer cap,
 * the ticket type's per-order limit or its sales window (the host chose to give them, often
 * before sales open); archived ticket types, past or cancelled dates and full dates are refused.
 * It earns nothing: no payment, so no ledger rows and no revenue.
 */

type CompEvent = NonNullable<Awaited<ReturnType<typeof findHostEventForComps>>>;

/** Why no guest tickets can be given for this event now, in words; null when they can. */
function unavailableReason(e: CompEvent): string | null {
  if (e.status === 'cancelled' || e.cancelledAt) return T.unavailable.cancelled;
  if (e.paymentType !== 'tikitis') return T.unavailable.external;
  if (e.status !== 'live') return T.unavailable.draft;
  return null;
}

/** @throws AppError event_not_found (not the host's) */
async function hostEvent(db: Db, hostId: number, eventId: number): Promise<CompEvent> {
  const e = await findHostEventForComps(db, hostId, eventId);
  if (!e) throw new AppError('event_not_found', T.eventNotFound);
  return e;
}

/** Ticket types a host can give: every one not archived; the hidden free-admission row only when it is all there is. */
const givableTypes = (sale: SaleEvent) => {
  const visible = sale.types.filter((t) => !t.implicit);
  return visible.length ? visible : sale.types;
};

/**
 * The dates or shows still ahead and each givable ticket type with the places left (a couple of
 * seconds old at most; the order itself is decided by the database), for the "Add guest
 * tickets" dialog. An event that cannot give tickets answers why, with no dates.
 * @throws AppError event_not_found
 */
export async function complimentaryOptions(
  db: Db,
  hostId: number,
  eventId: number,
  now: Date = new Date(),
): Promise<TComplimentaryOptions> {
  const e = await hostEvent(db, hostId, eventId);
  const base = {
    eventId: e.id,
    eventTitle: e.title,
    eventType: e.eventType,
    timeZone: e.timeZone,
  };
  const why = unavailableReason(e);
  if (why) return { ...base, unavailable: why, occurrences: [] };
  const [sale, availability] = await readTogether(
    db,
    () => loadSaleEvent(db, e.id, now),
    () => eventAvailability(db, e.id, now, 'host'),
  );
  const types = givableTypes(sale);
  return {
    ...base,
    unavailable: null,
    occurrences: availability.occurrences.map((o) => ({
      key: o.key,
      date: o.date,
      showTimeId: o.showTimeId,
      startsAt: o.startsAt,
      placesLeft: o.placesLeft,
      // Availability names the hidden free-admission row by checkout's made-up id; the host's
      // dialog uses the real ids.
      ticketTypes: types.map((t) => ({
        id: t.id,
        name: t.name,
        price: t.price,
        placesLeft:
          o.ticketTypes.find((a) => a.id === (t.implicit ? FREE_ADMISSION_TICKET.id : t.id))?.placesLeft ?? null,
      })),
    })),
  };
}

/** An idempotency key of one host's submits (never the same as a buyer's or another host's key). */
/** A host's key in its own space, apart from every buyer's ('b:…'): the two never collide (decision 017). */
const compKey = (hostId: number, key: string) => `comp:${hostId}:${key}`;

async function hostOrderById(db: Db, hostId: number, orderId: number): Promise<THostOrder> {
  const [row] = await findHostOrders(db, { hostId, orderId }, 1);
  if (!row) throw new Error(`order ${orderId} of host ${hostId} vanished`);
  return toHostOrder(row);
}

/**
 * Gives `quantity` tickets of one ticket type on one date (chosen as checkout chooses it) to a
 * named guest: a complimentary order (reserved, total 0, `issued_by_user_id` the giver), its
 * tickets issued in the transaction that takes the places, the guest mailed after commit. A
 * retried submit with the same key answers the first order (`created: false`).
 * @throws AppError event_not_found; event_not_on_sale (draft, external, cancelled);
 *   occurrence_not_found (no such, past or cancelled date); ticket_type_not_found;
 *   ticket_not_on_sale (archived type); sold_out (not enough places left)
 */
export async function giveComplimentaryTickets(
  app: FastifyInstance,
  /** `locale`: the giver's language, the guest's mails' when the guest has no account. */
  by: { hostId: number; userId: number; locale?: TLocale },
  eventId: number,
  input: TComplimentaryRequest,
  idempotencyKey: string,
  now: Date = new Date(),
): Promise<{ order: THostOrder; created: boolean }> {
  const key = compKey(by.hostId, idempotencyKey);
  const existing = await findByIdempotencyKey(app.db, key);
  if (existing) return { order: await hostOrderById(app.db, by.hostId, existing.id), created: false };

  const e = await hostEvent(app.db, by.hostId, eventId);
  const why = unavailableReason(e);
  if (why) throw new AppError('event_not_on_sale', why);
  const sale = await loadSaleEvent(app.db, e.id, now);
  // Guest tickets keep the host's later limit: until the date ends (a buyer's stop at its start).
  const occ = resolveOccurrence(sale.event, input.selectedDate, input.selectedShowTimeId, now, 'host');
  const type = givableTypes(sale).find((t) => t.id === input.ticketTypeId);
  if (!type) {
    const known = await findEventTicketType(app.db, e.id, input.ticketTypeId);
    if (known?.archivedAt) throw new AppError('ticket_not_on_sale', T.ticketTypeArchived(known.name));
    throw new AppError('ticket_type_not_found', T.ticketTypeNotFound);
  }

  const zero = { subtotal: 0, fees: 0, total: 0 };
  // The guest's mails are in their account's language, else in the giver's (decision 026).
  const locale = (await accountLocaleOf(app.db, input.email)) ?? by.locale ?? 'en';
  let made: { orderId: number; created: boolean };
  try {
    made = await reserveZeroTotalOrder(
      checkoutContext(app),
      sale,
      occ,
      [{ type, quantity: input.quantity, unitPrice: 0 }],
      {
        idempotencyKey: key,
        userId: null,
        buyer: { name: input.name, email: input.email, phone: null, locale },
        amounts: zero,
        // Not counted against the per-buyer cap: the host chose to give them.
        buyerKeys: [],
        source: 'complimentary',
        issuedByUserId: by.userId,
        now,
      },
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'sold_out')
      throw new AppError('sold_out', T.soldOut(input.quantity, type.name));
    throw err;
  }
  return { order: await hostOrderById(app.db, by.hostId, made.orderId), created: made.created };
}

/**
 * Revokes guest tickets the host gave: the order cancelled, its tickets void (the door refuses
 * them), its places back on sale, and a short mail to the guest. Safe to repeat: a second call
 * (or one after the guest let the tickets go) answers the cancelled order and mails nobody.
 * The order's history and the audit log (`tickets.revoked`, once) name `actor`.
 * @throws AppError order_not_found (another host's order too); order_not_revocable (not a
 *   complimentary order)
 */
export async function revokeComplimentaryOrder(
  app: FastifyInstance,
  hostId: number,
  actor: UserActor,
  reference: string,
  now: Date = new Date(),
): Promise<THostOrder> {
  const found = await findHostOrder(app.db, hostId, reference);
  if (!found) throw new AppError('order_not_found', T.orderNotFound);
  if (found.source !== 'complimentary') throw new AppError('order_not_revocable', T.notComplimentary);
  const result = await app.db.transaction(async (tx) => {
    const r = await revokeOrder(tx, found.id, now, actor.userId);
    if (r.kind === 'revoked' && r.created)
      await recordAudit(tx, {
        actor,
        hostId,
        action: 'tickets.revoked',
        subject: { type: 'order', id: found.id },
        details: { reference: found.reference },
        at: now,
      });
    return r;
  });
  if (result.kind === 'not_complimentary') throw new AppError('order_not_revocable', T.notComplimentary);
  if (result.kind === 'not_revocable') throw new AppError('order_not_revocable', T.notRevocable(result.status));
  if (result.created) {
    await app.domainEvents.announce('places.returned', { occurrenceId: found.occurrenceId });
    const view = await orderView(app.db, app.ticketSigner, found.id, now);
    // In the language the guest order was given in.
    const locale = view.buyer.locale;
    const m = revokedMailTexts(locale);
    const v: Record<string, string> = {
      name: view.buyer.name,
      host: view.complimentaryFrom ?? view.event.title,
      title: view.event.title,
      date: occurrenceText(view, locale) ?? mailTexts(locale).order.dateNotSet,
      reference: view.reference,
    };
    app.mail.send({
      to: view.buyer.email,
      ...composeMail({
        subject: m.subject(v),
        preheader: m.heading,
        heading: m.heading,
        paragraphs: [m.greeting(v), m.intro(v), m.effect],
        after: [m.questions(v)],
        locale,
      }),
    });
  }
  return hostOrderById(app.db, hostId, found.id);
}
