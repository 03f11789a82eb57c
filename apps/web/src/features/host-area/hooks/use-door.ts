import type { TCheckInResult } from '@tribe/contracts/host-area';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { checkInOnline, fetchOfflineBundle, syncScans } from '../api/check-in';
import { messageOf, statusOf } from '@/lib/host-api';
import { deviceId, signal, toneOf } from '../lib/door-feedback';
import { decideOffline, localDay } from '../lib/offline-check-in';
import {
  addFlags,
  dropFromQueue,
  dropStaleLists,
  enqueueScan,
  loadBundle,
  markCheckedIn,
  readFlags,
  readQueue,
  removeOfflineData,
  saveBundle,
  wipeExpired,
  type TDuplicateFlag,
  type TQueuedScan,
  type TStoredBundle,
} from '../lib/offline-store';
import { parseTicketPayload } from '@tribe/contracts/ticket-payload';
import { normaliseSmsCode } from '@tribe/contracts/sms-code';
import { noteWrongSmsCode, smsCodeWaitMs } from '../lib/sms-code-guard';
import { SMS_DOOR_T } from '../texts-sms';
import { hashTicketCode, importTicketKey, looksLikePayload } from '../lib/ticket-payload';
import { noteDeviceScanned } from '../lib/tours';
import { T } from '../texts';

/** A door's answer as the screen shows it. */
export interface TDoorResult extends TCheckInResult {
  /** Decided on this device from its list (no network). */
  offline: boolean;
  at: string;
}

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};
/** Whether the browser thinks it has a network (a lie sometimes: a failed request also counts as offline). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

const RETRY_MS = 30_000;
const admittedKey = (eventId: number) => `checkInAdmitted:${eventId}:${localDay(new Date())}`;
const readAdmitted = (eventId: number) => {
  try {
    return Number(localStorage.getItem(admittedKey(eventId))) || 0;
  } catch {
    return 0;
  }
};
const bumpAdmitted = (eventId: number) => {
  const n = readAdmitted(eventId) + 1;
  try {
    localStorage.setItem(admittedKey(eventId), String(n));
  } catch {
    // The counter is a convenience; the check-in itself is stored elsewhere.
  }
  return n;
};

const keys = new Map<string, Promise<CryptoKey>>();
const keyFor = (pem: string) => {
  let key = keys.get(pem);
  if (!key) {
    key = importTicketKey(pem);
    keys.set(pem, key);
    key.catch(() => keys.delete(pem));
  }
  return key;
};

/**
 * One door's check-in for one event: asks the server when there is a network; with none (or
 * when a request fails for want of one) decides from the downloaded list, records the check-in
 * here and queues it; syncs the queue when the network is back (the 'online' event, and a retry
 * every 30 s while scans wait), and keeps the tickets the server says were let in twice.
 */
export function useDoor(eventId: number | null, title: string) {
  const online = useOnline();
  const [stored, setStored] = useState<TStoredBundle | null>(null);
  const [queue, setQueue] = useState<TQueuedScan[]>([]);
  const [flags, setFlags] = useState<TDuplicateFlag[]>([]);
  const [result, setResult] = useState<TDoorResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [admitted, setAdmitted] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const syncingRef = useRef(false);
  const downloadRef = useRef<() => Promise<unknown>>(() => Promise.resolve());

  const reload = useCallback(async (id: number) => {
    const [s, q, f] = await Promise.all([loadBundle(id), readQueue(id), readFlags(id)]);
    setStored(s ?? null);
    setQueue(q);
    setFlags(f);
  }, []);

  useEffect(() => {
    setResult(null);
    setError(null);
    if (eventId === null) return;
    setAdmitted(readAdmitted(eventId));
    // A list of an older format (it held whole codes) is dropped, and fetched again when online.
    void dropStaleLists()
      .catch(() => [] as number[])
      .then(async (stale) => {
        await wipeExpired().catch(() => []);
        await reload(eventId);
        if (stale.includes(eventId) && navigator.onLine) await downloadRef.current();
      })
      .catch(() => setStored(null));
  }, [eventId, reload]);

  const sync = useCallback(async () => {
    if (eventId === null || syncingRef.current) return;
    const sent = await readQueue(eventId);
    if (sent.length === 0) return;
    syncingRef.current = true;
    setSyncing(true);
    try {
      const { results } = await syncScans(eventId, sent);
      const list = await loadBundle(eventId);
      // The answers come in the order the scans were sent.
      const answered = results.map((r, i) => ({ ...r, scan: sent[i]! })).filter((r) => r.scan);
      const duplicates: TDuplicateFlag[] = answered
        .filter((r) => r.outcome === 'duplicate' && r.scan.codeHash)
        .map((r) => {
          const ticket = list?.bundle.tickets.find((t) => t.codeHash === r.scan.codeHash);
          return {
            codeHash: r.scan.codeHash!,
            code: r.code,
            holderName: ticket?.holderName ?? null,
            ticketTypeName: ticket?.ticketTypeName ?? null,
            scannedAt: r.scan.scannedAt,
            firstCheckedInAt: r.firstCheckedInAt,
          };
        });
      if (duplicates.length) await addFlags(eventId, duplicates);
      for (const r of answered)
        if (r.firstCheckedInAt && r.scan.codeHash) await markCheckedIn(eventId, r.scan.codeHash, r.firstCheckedInAt);
      await dropFromQueue(eventId, sent);
      await reload(eventId);
    } catch {
      // Still no network (or the server is away): the queue stays and the retry comes.
    } finally {
      syncingRef.current = false;
      setSyncing(false);
    }
  }, [eventId, reload]);

  useEffect(() => {
    if (!online || queue.length === 0) return;
    void sync();
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, queue.length, sync]);

  /** The verdict from this device's list; null without one, 'typed' for a typed code (never admitted offline). */
  const decideHere = async (id: number, text: string, now: Date): Promise<TDoorResult | 'typed' | null> => {
    const list = await loadBundle(id);
    if (!list) return null;
    const decided = await decideOffline(list, await keyFor(list.bundle.publicKey), text, now);
    if ('typedCode' in decided) return 'typed';
    if (decided.admit && decided.codeHash) {
      await markCheckedIn(id, decided.codeHash, now.toISOString());
      await enqueueScan(id, {
        payload: text,
        codeHash: decided.codeHash,
        scannedAt: now.toISOString(),
        deviceId: deviceId(),
      });
      await reload(id);
    }
    return { ...decided.result, offline: true, at: now.toISOString() };
  };

  /**
   * How this device's list names the ticket an online answer was about (its code's hash). For a
   * typed SMS code the list holds nothing derived from it (decision 036): the ticket is the one
   * whose shown code the answer names, when exactly one has it.
   */
  const hashOf = async (text: string, answer: TCheckInResult) => {
    const sms = looksLikePayload(text) ? null : normaliseSmsCode(text);
    if (sms) {
      const shown = answer.ticket?.code;
      const same = stored?.bundle.tickets.filter((t) => t.shownCode === shown) ?? [];
      return same.length === 1 ? same[0]!.codeHash : null;
    }
    const code = looksLikePayload(text) ? parseTicketPayload(text)?.claims.code : text;
    return code ? hashTicketCode(code) : Promise.resolve(null);
  };

  /** Checks one scanned payload or typed code. */
  const scan = async (raw: string) => {
    const text = raw.trim();
    if (!text || eventId === null) return;
    const smsCode = looksLikePayload(text) ? null : normaliseSmsCode(text);
    if (smsCode) {
      const wait = smsCodeWaitMs();
      if (wait > 0) {
        setResult(null);
        setError(SMS_DOOR_T.wait(Math.ceil(wait / 1000)));
        signal('bad');
        return;
      }
    }
    noteDeviceScanned();
    setBusy(true);
    setError(null);
    const now = new Date();
    try {
      let answer: TDoorResult | 'typed' | null = null;
      if (navigator.onLine) {
        try {
          const r = await checkInOnline(eventId, looksLikePayload(text) ? { payload: text } : { code: text });
          answer = { ...r, offline: false, at: now.toISOString() };
          if (r.ticket && (r.outcome === 'valid' || r.outcome === 'already_checked_in') && stored) {
            const hash = await hashOf(text, r);
            if (hash) await markCheckedIn(eventId, hash, r.checkedInAt ?? now.toISOString());
          }
        } catch (err) {
          // A failed request for want of a network falls back to the list; a refusal does not.
          if (statusOf(err) !== 0) throw err;
        }
      }
      answer ??= await decideHere(eventId, text, now);
      if (answer === null || answer === 'typed') {
        setResult(null);
        setError(answer === 'typed' ? T.door.typedCodeOffline : T.door.offlineNoList);
        signal('bad');
        return;
      }
      if (smsCode && answer.outcome === 'not_found') noteWrongSmsCode(now);
      setResult(answer);
      signal(toneOf(answer.outcome));
      if (answer.outcome === 'valid') setAdmitted(bumpAdmitted(eventId));
    } catch (err) {
      setResult(null);
      // A refusal says why in words (another event; a typed code from a scanner), else ours.
      // Too many wrong SMS codes (429) says so in the server's words too.
      const status = statusOf(err);
      setError(
        status === 403
          ? (messageOf(err) ?? T.door.notAllowed)
          : status === 429
            ? (messageOf(err) ?? T.errors.generic)
            : T.errors.generic,
      );
      signal('bad');
    } finally {
      setBusy(false);
    }
  };

  /** Downloads (or refreshes) the event's list for use with no network. */
  const download = async (): Promise<boolean | undefined> => {
    if (eventId === null) return;
    setDownloading(true);
    setError(null);
    try {
      const bundle = await fetchOfflineBundle(eventId);
      try {
        await keyFor(bundle.publicKey);
      } catch {
        setError(T.door.noCrypto);
        return;
      }
      setStored(await saveBundle(title, bundle));
      return true;
    } catch (err) {
      setError(statusOf(err) === 0 ? T.errors.network : statusOf(err) === 403 ? T.door.notAllowed : T.errors.generic);
      return false;
    } finally {
      setDownloading(false);
    }
  };

  downloadRef.current = download;

  /** Forgets the list and the flags on this device (unsynced check-ins stay until sent). */
  const remove = async () => {
    if (eventId === null) return;
    await removeOfflineData(eventId);
    await reload(eventId);
  };

  return {
    online,
    stored,
    queue,
    flags,
    result,
    error,
    busy,
    admitted,
    downloading,
    syncing,
    scan,
    download,
    remove,
    sync,
  };
}
