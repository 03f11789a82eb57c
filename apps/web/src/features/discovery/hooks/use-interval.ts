import { useEffect, useRef } from 'react';

/** Calls `callback` every `ms` while `enabled`; the timer is cleared on unmount or when disabled. */
export function useInterval(callback: () => void, ms: number, enabled = true): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    if (!enabled) return;
    const id = window.setInterval(() => saved.current(), ms);
    return () => window.clearInterval(id);
  }, [ms, enabled]);
}
