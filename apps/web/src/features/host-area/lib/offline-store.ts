import type { TCheckInOfflineBundle } from '@tribe/contracts/host-area';
import { clear, createStore, del, entries, get, set, update, type UseStore } from 'idb-keyval';

/**
 * What a door device keeps for scanning with no network, in IndexedDB (idb-keyval: a tiny,
 * maintained wrapper; each read-modify-write below is one IndexedDB transaction, so two quick
 * scans never lose each other's queue entry):
 * - `bundle:<eventId>`: the offline list (codes, ticket types, holder names, public key) and
 *   when to wipe it (a day after the event's last date ends);
 * - `queue:<eventId>`: check-ins made here that the server has not confirmed (codes and times
 *   only, no names: they outlive the list until they are synced);
 * - `flags:<eventId>`: tickets the server says were admitted at two doors.
 */
export interface TStoredBundle {
  bundle: TCheckInOfflineBundle;
  title: string;
  downloadedAt: string;
  wipeAt: string;
}
export interface TQueuedScan {
  code: string;
  scannedAt: string;
  deviceId: string;
}
export interface TDuplicateFlag {
  code: string;
  holderName: string | null;
  ticketTypeName: string | null;
  scannedAt: string;
  firstCheckedInAt: string | null;
}

const DAY = 24 * 60 * 60 * 1000;
let store: UseStore | null = null;
const db = () => (store ??= createStore('tikiti-check-in', 'offline'));

const bundleKey = (eventId: number) => `bundle:${eventId}`;
const queueKey = (eventId: number) => `queue:${eventId}`;
const flagsKey = (eventId: number) => `flags:${eventId}`;

/** A day after the last date ends (or starts, when no end is known); a day after download without dates. */
export function wipeTimeOf(bundle: TCheckInOfflineBundle, now: Date): string {
  const ends = [bundle.wipeAfter, ...bundle.occurrences.map((o) => o.endsAt ?? o.startsAt)]
    .filter((d): d is string => Boolean(d))
    .map((d) => new Date(d).getTime())
    .filter((t) => Number.isFinite(t));
  const last = ends.length ? Math.max(...ends) : now.getTime();
  return new Date(last + DAY).toISOString();
}

export async function saveBundle(
  title: string,
  bundle: TCheckInOfflineBundle,
  now = new Date(),
): Promise<TStoredBundle> {
  const stored: TStoredBundle = { bundle, title, downloadedAt: now.toISOString(), wipeAt: wipeTimeOf(bundle, now) };
  // Check-ins this device made and has not synced stay marked in the fresh copy.
  const queued = new Set((await readQueue(bundle.eventId)).map((s) => s.code));
  const old = await loadBundle(bundle.eventId);
  const localAt = new Map(old?.bundle.tickets.filter((t) => t.checkedInAt).map((t) => [t.code, t.checkedInAt]) ?? []);
  for (const t of bundle.tickets) if (!t.checkedInAt && queued.has(t.code)) t.checkedInAt = localAt.get(t.code) ?? null;
  await set(bundleKey(bundle.eventId), stored, db());
  return stored;
}

export const loadBundle = (eventId: number) => get<TStoredBundle>(bundleKey(eventId), db());

/** Every list on this device (the event picker with no network). */
export async function listBundles(): Promise<TStoredBundle[]> {
  const all = await entries<string, TStoredBundle>(db());
  return all.filter(([k]) => k.startsWith('bundle:')).map(([, v]) => v);
}

/** Marks a ticket checked in on this device's copy (after an online or an offline admission). */
export async function markCheckedIn(eventId: number, code: string, at: string): Promise<void> {
  await update<TStoredBundle | undefined>(
    bundleKey(eventId),
    (stored) => {
      if (!stored) return stored;
      const ticket = stored.bundle.tickets.find((t) => t.code === code);
      if (ticket && !ticket.checkedInAt) ticket.checkedInAt = at;
      return stored;
    },
    db(),
  );
}

export const enqueueScan = (eventId: number, scan: TQueuedScan) =>
  update<TQueuedScan[]>(queueKey(eventId), (q) => [...(q ?? []), scan], db());

export const readQueue = async (eventId: number) => (await get<TQueuedScan[]>(queueKey(eventId), db())) ?? [];

/** Takes the scans the server answered off the queue (scans queued meanwhile stay). */
export const dropFromQueue = (eventId: number, sent: TQueuedScan[]) =>
  update<TQueuedScan[]>(
    queueKey(eventId),
    (q) => (q ?? []).filter((s) => !sent.some((x) => x.code === s.code && x.scannedAt === s.scannedAt)),
    db(),
  );

export const addFlags = (eventId: number, flags: TDuplicateFlag[]) =>
  update<TDuplicateFlag[]>(
    flagsKey(eventId),
    (old) => [...(old ?? []), ...flags.filter((f) => !(old ?? []).some((o) => o.code === f.code))],
    db(),
  );

export const readFlags = async (eventId: number) => (await get<TDuplicateFlag[]>(flagsKey(eventId), db())) ?? [];

/** "Remove offline data": the list and the flags go; unsynced check-ins (codes only) stay until sent. */
export async function removeOfflineData(eventId: number): Promise<void> {
  await del(bundleKey(eventId), db());
  await del(flagsKey(eventId), db());
}

/** Wipes every list whose event ended more than a day ago. Returns the event ids wiped. */
export async function wipeExpired(now = new Date()): Promise<number[]> {
  const wiped: number[] = [];
  for (const stored of await listBundles()) {
    if (new Date(stored.wipeAt).getTime() <= now.getTime()) {
      await removeOfflineData(stored.bundle.eventId);
      wiped.push(stored.bundle.eventId);
    }
  }
  return wiped;
}

/** Everything this feature keeps in IndexedDB (tests start from nothing). */
export const clearOfflineStore = () => clear(db());
