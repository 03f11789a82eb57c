/**
 * What happened, announced once, for whoever keeps something that depends on it (issue 24,
 * item 2; decision 041). The one who changes a thing announces it; caches and other readers
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
export type DomainEventType = 'event.changed';

const subscribers = new Map<DomainEventType, Set<() => void>>();

/** Runs `handler` whenever `type` is announced in this process; answers a function that stops it. */
export function onDomainEvent(type: DomainEventType, handler: () => void): () => void {
  let set = subscribers.get(type);
  if (!set) subscribers.set(type, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

/** Announces `type` to this process's subscribers (other processes hear it by NOTIFY). */
export function announceLocally(type: DomainEventType): void {
  for (const handler of subscribers.get(type) ?? []) {
    try {
      handler();
    } catch {
      // A subscriber's failure is its own: the others still hear the news.
    }
  }
}
