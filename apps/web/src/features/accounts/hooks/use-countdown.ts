import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `until` (a timestamp), ticking once a second; 0 once passed. Driven by the
 * clock rather than by counting ticks, so a tab put to sleep still shows the right number.
 */
export function useCountdown(initialUntil: number | null = null) {
  const [until, setUntil] = useState<number | null>(initialUntil);
  const [now, setNow] = useState(() => Date.now());
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);
  return { remaining, start };
}
