import { CHECK_IN_OFFLINE_VERSION, type TCheckInOfflineBundle } from '@tribe/contracts/host-area';
import { clear, createStore, del, entries, get, set, update, type UseStore } from 'idb-keyval';

/**
 * What a door device keeps for scanning with no network, in IndexedDB (idb-keyval: a tiny,
 * maintained wrapper; each read-modify-write below is one IndexedDB transaction, so two quick
 * scans never lose each other's queue entry):
 * - `bundle:<eventId>`: the offline list (hashed codes, their shown ends, ticket types, holder
 *   names, public key) and when to wipe it (a day after the event's last date ends). A list of
 *   an older version (which held whole codes) is dropped when read: the door downloads it again;
 * - `queue:<eventId>`: check-ins made here that the server has not confirmed (the scanned QR
 *   payload and time, no names: they outlive the list until they are synced);
 * - `flags:<eventId>`: tickets the server says were admitted at two doors.
 */
export interface TStoredBundle {
  bundle: TCheckInOfflineBundle;
  title: string;
  downloadedAt: string;
  wipeAt: string;
}
export interface TQueuedScan {
  /** The signed QR payload that was admitted (the server checks its signature again). */
  payload?: string;
  /** How the list names the ticket (SHA-256 of its code). */
  codeHash?: string;
  /** A bare code, queued by a door before list version 2; only an owner's or manager's is applied. */
  code?: string;
  /**
   * A typed SMS code, queued by a door before decision 036 (typed codes are now checked online only
   * and never queued); the server looks it up under the person's wrong-code limit.
   */
  smsCode?: string;
  scannedAt: string;
  deviceId: string;
}
export interface TDuplicateFlag {
  codeHash: string;
  /** The code's shown end. */
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
  const queued = new Set((await readQueue(bundle.eventId)).map((s) => s.codeHash));
  const old = await loadBundle(bundle.eventId);
  const localAt = new Map(
    old?.bundle.tickets.filter((t) => t.checkedInAt).map((t) => [t.codeHash, t.checkedInAt]) ?? [],
  );
  for (const t of bundle.tickets)
    if (!t.checkedInAt && queued.has(t.codeHash)) t.checkedInAt = localAt.get(t.codeHash) ?? null;
  await set(bundleKey(bundle.eventId), stored, db());
  return stored;
}

/** Whether a stored list is of the current format (an older one held whole ticket codes). */
const current = (stored: TStoredBundle | undefined): stored is TStoredBundle =>
  stored?.bundle?.version === CHECK_IN_OFFLINE_VERSION;

/** The event's list on this device (none when it holds only a list of an older version). */
export async function loadBundle(eventId: number): Promise<TStoredBundle | undefined> {
  const stored = await get<TStoredBundle>(bundleKey(eventId), db());
  return current(stored) ? stored : undefined;
}

/** Every list of the current version on this device (the event picker with no network). */
export async function listBundles(): Promise<TStoredBundle[]> {
  const all = await entries<string, TStoredBundle>(db());
  return all
    .filter(([k]) => k.startsWith('bundle:'))
    .map(([, v]) => v)
    .filter(current);
}

/**
 * Removes every list of an older version (they held whole ticket codes) with its flags; answers
 * the events they were for, so the door downloads the one it is showing again.
 */
export async function dropStaleLists(): Promise<number[]> {
  const all = await entries<string, TStoredBundle>(db());
  const stale = all.filter(([k, v]) => k.startsWith('bundle:') && !current(v)).map(([k]) => Number(k.slice(7)));
  for (const id of stale) await removeOfflineData(id);
  return stale;
}

/** Marks a ticket checked in on this device's copy (after an online or an offline admission). */
export async function markCheckedIn(eventId: number, codeHash: string, at: string): Promise<void> {
  await update<TStoredBundle | undefined>(
    bundleKey(eventId),
    (stored) => {
      if (!current(stored)) return stored;
      const ticket = stored.bundle.tickets.find((t) => t.codeHash === codeHash);
      if (ticket && !ticket.checkedInAt) ticket.checkedInAt = at;
      return stored;
    },
    db(),
  );
}

export const enqueueScan = (eventId: number, scan: TQueuedScan) =>
  update<TQueuedScan[]>(queueKey(eventId), (q) => [...(q ?? []), scan], db());

export const readQueue = async (eventId: number) => (await get<TQueuedScan[]>(queueKey(eventId), db())) ?? [];

const sameScan = (a: TQueuedScan, b: TQueuedScan) =>
  a.scannedAt === b.scannedAt &&
  a.deviceId === b.deviceId &&
  (a.payload ?? a.code ?? a.smsCode) === (b.payload ?? b.code ?? b.smsCode);

/** Takes the scans the server answered off the queue (scans queued meanwhile stay). */
export const dropFromQueue = (eventId: number, sent: TQueuedScan[]) =>
  update<TQueuedScan[]>(queueKey(eventId), (q) => (q ?? []).filter((s) => !sent.some((x) => sameScan(x, s))), db());

export const addFlags = (eventId: number, flags: TDuplicateFlag[]) =>
  update<TDuplicateFlag[]>(
    flagsKey(eventId),
    (old) => [...(old ?? []), ...flags.filter((f) => !(old ?? []).some((o) => o.codeHash === f.codeHash))],
    db(),
  );

export const readFlags = async (eventId: number) => (await get<TDuplicateFlag[]>(flagsKey(eventId), db())) ?? [];

/** "Remove offline data": the list and the flags go; unsynced check-ins (payloads, times) stay until sent. */
export async function removeOfflineData(eventId: number): Promise<void> {
  await del(bundleKey(eventId), db());
  await del(flagsKey(eventId), db());
}

/** Wipes every list whose event ended more than a day ago, and any of an older version. Returns the event ids wiped. */
export async function wipeExpired(now = new Date()): Promise<number[]> {
  const wiped: number[] = [];
  const all = await entries<string, TStoredBundle>(db());
  for (const [k, stored] of all.filter(([key]) => key.startsWith('bundle:'))) {
    const eventId = Number(k.slice(7));
    if (!current(stored) || new Date(stored.wipeAt).getTime() <= now.getTime()) {
      await removeOfflineData(eventId);
      wiped.push(eventId);
    }
  }
  return wiped;
}

/** Everything this feature keeps in IndexedDB (tests start from nothing). */
export const clearOfflineStore = () => clear(db());
