/**
 * What one server process remembers between holds during a sale (decision 014,
 * docs/performance.md "Flash sale"). None of it decides a hold: places are only ever taken by
 * `checkout_hold_request` in PostgreSQL. It only spares the database the same reads thousands of times
 * a second, and spares it the holds it would refuse anyway. Everything is kept per database
 * handle, so two apps in one process (the tests' two engines) never share an entry.
 */

/** How long a sale event (event, ticket types, show capacities) is reused: a host's edit reaches buyers within this. */
export const SALE_EVENT_TTL_MS = 2000;
/** How long "no places left" is believed without asking the database again. */
export const SOLD_OUT_NOTE_MS = 1000;
const MAX_ENTRIES = 5000;

const clock = () => performance.now();

/** A promise per key, reused for `ttlMs`; a rejected one is forgotten at once. */
export class TtlCache<V> {
  private byDb = new WeakMap<object, Map<string, { at: number; value: Promise<V> }>>();
  constructor(private readonly ttlMs: number) {}

  get(db: object, key: string, load: () => Promise<V>): Promise<V> {
    let map = this.byDb.get(db);
    if (!map) this.byDb.set(db, (map = new Map()));
    const hit = map.get(key);
    const now = clock();
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    const entry = { at: now, value };
    map.set(key, entry);
    const m = map;
    value.catch(() => {
      if (m.get(key) === entry) m.delete(key);
    });
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
    return value;
  }

  clear(): void {
    // A WeakMap cannot be emptied; a new one forgets the same.
    this.byDb = new WeakMap();
  }
}

/**
 * "This date (or this ticket type on it) had no places at time T", noted when the database
 * refused a hold with none left. A hold for it within SOLD_OUT_NOTE_MS is refused without a
 * round trip; this process forgets the note as soon as it gives places of that date back
 * (expiry, cancellation), so a place freed here is sellable here at once; one freed by another
 * process is sellable here within SOLD_OUT_NOTE_MS.
 */
export class SoldOutNotes {
  private byDb = new WeakMap<object, Map<number, Map<string, number>>>();

  private of(db: object) {
    let map = this.byDb.get(db);
    if (!map) this.byDb.set(db, (map = new Map()));
    return map;
  }

  /** Whether the date, or any of these ticket types on it, was noted sold out less than SOLD_OUT_NOTE_MS ago. */
  has(db: object, occurrenceId: number, ticketTypeIds: readonly number[]): boolean {
    const notes = this.of(db).get(occurrenceId);
    if (!notes) return false;
    const now = clock();
    const fresh = (key: string) => {
      const at = notes.get(key);
      return at !== undefined && now - at < SOLD_OUT_NOTE_MS;
    };
    return fresh('date') || ticketTypeIds.some((id) => fresh(`t${id}`));
  }

  /** Notes what a refusal said: `date:<left>` or `ticket_type:<id>:<left>`; only a row with 0 left is noted. */
  note(db: object, occurrenceId: number, detail: string | undefined): void {
    const m = /^(?:date:(\d+)|ticket_type:(\d+):(\d+))$/.exec(detail ?? '');
    if (!m) return;
    const [, dateLeft, typeId, typeLeft] = m;
    if (dateLeft !== undefined && Number(dateLeft) !== 0) return;
    if (typeLeft !== undefined && Number(typeLeft) !== 0) return;
    const map = this.of(db);
    let notes = map.get(occurrenceId);
    if (!notes) {
      map.set(occurrenceId, (notes = new Map()));
      if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
    }
    notes.set(dateLeft !== undefined ? 'date' : `t${typeId}`, clock());
  }

  /** Places of this date were given back by this process. */
  clear(db: object, occurrenceId: number): void {
    this.of(db).delete(occurrenceId);
  }

  clearAll(): void {
    this.byDb = new WeakMap();
  }
}
