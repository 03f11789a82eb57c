/**
 * What happened, announced once, for whoever keeps something that depends on it (issue 24,
 * item 2; decisions 041, 043). The one who changes a thing announces it; caches and other readers
 * subscribe instead of being cleared by hand at every place that writes.
 *
 * - `event.changed`: what the public or a buyer sees of one or more events changed (an edit,
 *   publishing, a cancellation, a host suspended, an admin's change): the catalogue's copies, the
 *   sale events and the availability go. Announced through `invalidateCatalogue`
 *   (events.service), which also tells every other process on the same PostgreSQL database
 *   (NOTIFY on the catalogue channel); each process's listener then announces it locally.
 *
 * Subscribers run in this process, synchronously and in the order they subscribed; one that
 * throws does not stop the others.
 */

/**
 * What each process announces to itself, with what a subscriber needs:
 * - `event.changed` (above): nothing more; every copy of the catalogue's and the sale's goes.
 * - `event.reviewed`: a review of one event was written or answered; that event's catalogue
 *   copies held for `db` go (the next read has the new average). Other processes see it within
 *   the catalogue's max age.
 */
export interface ProcessEvents {
  'event.changed': undefined;
  'event.reviewed': { db: object; eventId: number };
}

export type DomainEventType = keyof ProcessEvents;

type ProcessHandler<K extends DomainEventType> = (payload: ProcessEvents[K]) => void;

const subscribers = new Map<DomainEventType, Set<ProcessHandler<never>>>();

/** Runs `handler` whenever `type` is announced in this process; answers a function that stops it. */
export function onDomainEvent<K extends DomainEventType>(type: K, handler: ProcessHandler<K>): () => void {
  let set = subscribers.get(type);
  if (!set) subscribers.set(type, (set = new Set()));
  set.add(handler as ProcessHandler<never>);
  return () => set.delete(handler as ProcessHandler<never>);
}

/** Announces `type` to this process's subscribers (other processes hear `event.changed` by NOTIFY). */
export function announceLocally<K extends DomainEventType>(
  type: K,
  ...payload: ProcessEvents[K] extends undefined ? [] : [ProcessEvents[K]]
): void {
  for (const handler of subscribers.get(type) ?? []) {
    try {
      (handler as ProcessHandler<K>)(payload[0] as ProcessEvents[K]);
    } catch {
      // A subscriber's failure is its own: the others still hear the news.
    }
  }
}

/**
 * What the order engine announces (decision 043), each once, after the transaction that made it
 * true has committed, with the ids a subscriber needs to read the rest:
 *
 * - `order.paid`: a payment settled an order; its tickets exist.
 * - `order.reserved`: an order with nothing to pay has its tickets (at once, or when the buyer
 *   typed the mailed code).
 * - `order.code_issued`: a free reservation by a buyer not signed in waits for `code`, to be
 *   mailed to them (the code itself is stored only as its hash).
 * - `order.refunded`: the provider took a refund (`notice`: the buyer is to be told by its own
 *   mail; an event's cancellation tells them in the cancellation mail instead).
 * - `places.returned`: places of a date came back to sale (the "hold released", for any
 *   cause: a hold ran out or was let go, an order was cancelled or refunded, guest tickets were
 *   revoked). The waiting list's offers will hear it too.
 *
 * Mail, SMS, metrics and the engine's own sold-out notes subscribe; none of them is called by
 * the stage that changed the order. Work that must survive a crash or run in another process is
 * a pg-boss job the subscriber queues (the confirmation mail, the SMS).
 */
export interface OrderEvents {
  'order.paid': { orderId: number };
  'order.reserved': { orderId: number };
  'order.code_issued': { orderId: number; code: string };
  'order.refunded': { orderId: number; refundId: number; notice: boolean };
  'places.returned': { occurrenceId: number };
}

/**
 * What the tickets module announces (decision 051), after the transaction that made it true:
 *
 * - `ticket.transfer_sent`: a holder sent tickets to a friend; `token` is the link's secret,
 *   stored only as its hash, to be mailed or texted to the recipient at once (mail and SMS
 *   subscribe; each sends only to its own kind of address).
 * - `ticket.reissued`: tickets were voided and new ones issued in their place (a transfer
 *   accepted; resale later). Whoever keeps something that depends on a ticket's code subscribes.
 */
export interface TicketEvents {
  'ticket.transfer_sent': { transferId: number; token: string };
  'ticket.reissued': {
    eventId: number;
    reason: 'transfer';
    tickets: { fromTicketId: number; toTicketId: number }[];
  };
}

/** Everything an app's bus carries: the order engine's news and the tickets'. */
export type AppEvents = OrderEvents & TicketEvents;
export type AppEventType = keyof AppEvents;
export type OrderEventType = keyof OrderEvents;

/** Every order event, for subscribers that hear them all (metrics); the compiler keeps it whole. */
const EVERY_ORDER_EVENT: Record<OrderEventType, true> = {
  'order.paid': true,
  'order.reserved': true,
  'order.code_issued': true,
  'order.refunded': true,
  'places.returned': true,
};
export const ORDER_EVENT_TYPES = Object.keys(EVERY_ORDER_EVENT) as readonly OrderEventType[];

type Subscriber<K extends AppEventType> = (payload: AppEvents[K]) => void | Promise<void>;

/**
 * One app's order events (`app.domainEvents`): per app, not per process, so two apps in one
 * process (tests, the CLI beside a server) never queue each other's work.
 */
export class DomainEventBus {
  private readonly subscribers = new Map<AppEventType, Subscriber<never>[]>();

  /** Runs `handler` on every announcement of `type`, in the order subscribed; answers how to stop. */
  on<K extends AppEventType>(type: K, handler: Subscriber<K>): () => void {
    const list = this.subscribers.get(type) ?? [];
    list.push(handler as Subscriber<never>);
    this.subscribers.set(type, list);
    return () => {
      const at = list.indexOf(handler as Subscriber<never>);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /**
   * Tells every subscriber of `type`, one after the other. Every subscriber runs even when one
   * fails; then the first failure is thrown, so the caller's request or job fails and is retried
   * as it would have been when it queued the work itself.
   */
  async announce<K extends AppEventType>(type: K, payload: AppEvents[K]): Promise<void> {
    let failure: unknown = null;
    for (const handler of [...(this.subscribers.get(type) ?? [])]) {
      try {
        await (handler as Subscriber<K>)(payload);
      } catch (err) {
        failure ??= err;
      }
    }
    if (failure !== null) throw failure;
  }
}
