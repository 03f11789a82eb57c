import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` so time-based states ('Event Started', upcoming
 * dates) follow the clock while a page stays open. Decisions on a click read `new Date()` afresh.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
