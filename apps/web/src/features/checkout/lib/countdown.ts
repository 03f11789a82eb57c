import type { TOrder } from '@tribe/contracts/checkout';
import { useEffect, useState } from 'react';

/**
 * The hold's end on this device's clock: the server says when the hold ends and what time it is
 * there, so the countdown is right even when the phone's clock is minutes off.
 */
export function holdEndsAtLocal(order: Pick<TOrder, 'expiresAt' | 'serverNow'>, receivedAt: number): number | null {
  if (!order.expiresAt) return null;
  const ends = Date.parse(order.expiresAt);
  const serverNow = Date.parse(order.serverNow);
  if (Number.isNaN(ends) || Number.isNaN(serverNow)) return null;
  return receivedAt + (ends - serverNow);
}

/** Seconds as 'mm:ss' (minutes may pass 99 in theory; they do not with a 10-minute hold). */
export function formatMmSs(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Seconds left until `endsAt` (a local timestamp), ticking every second and stopping at 0.
 * Computed from the clock on each tick, so a tab put to sleep shows the right figure on waking.
 */
export function useSecondsLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  if (endsAt === null) return null;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
