import { useEffect, useState, useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; the spec's default is 5000. */
  duration?: number;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** Only one toast is shown at a time (spec: toast limit 1); a new one replaces the old. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast from anywhere (components, hooks, plain functions). */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = ++counter;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  window.setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, 300);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
    () => items,
  );
}

type ToasterViewComponent = (typeof import('./toaster-view'))['default'];
let ToasterView: ToasterViewComponent | null = null;
let loading: Promise<void> | null = null;

/** Fetches the toast primitives once; safe to call any number of times. */
export function preloadToaster(): Promise<void> {
  loading ??= import('./toaster-view').then(
    (m) => {
      ToasterView = m.default;
    },
    (err: unknown) => {
      loading = null; // a dropped connection: try again with the next toast
      console.warn('Toasts could not load', err);
    },
  );
  return loading;
}

/**
 * Where toasts appear. The toast primitives are not part of any page's first load (most visits
 * never show a toast, and a phone pays for every script it downloads: issue 26): they are fetched
 * with the first toast, a few kB on a connection already open. No Suspense boundary on purpose: a
 * suspended boundary reveals its content on a timer, which would hold a toast back after its code
 * has arrived.
 */
export function Toaster() {
  const list = useToasts();
  const [, setLoaded] = useState(ToasterView !== null);
  useEffect(() => {
    if (list.length > 0) void preloadToaster().then(() => setLoaded(ToasterView !== null));
  }, [list.length]);
  if (list.length === 0 || !ToasterView) return null;
  return <ToasterView />;
}
