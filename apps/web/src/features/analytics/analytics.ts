import type { QueryClient } from '@tanstack/react-query';
import type { PostHog } from 'posthog-js';
import { setAnalyticsSink } from '@/lib/analytics-bus';
import { configQueryKey, getConfig } from './api/get-config';
import { posthogOptions } from './posthog-options';

export type TAnalyticsPhase = 'idle' | 'loading' | 'ready' | 'off' | 'failed';

export interface TSentEvent {
  id: number;
  event: string;
  properties: Record<string, unknown>;
  at: string;
  /** False when analytics was off, so the event went nowhere. */
  delivered: boolean;
}

export interface TAnalyticsStatus {
  phase: TAnalyticsPhase;
  configLoaded: boolean;
  hasApiKey: boolean;
  hasHost: boolean;
  host: string | null;
  error: string | null;
  /** The most recent events passed to track(), newest first (for the debug pages). */
  sent: TSentEvent[];
}

const SENT_LOG_LIMIT = 50;

let status: TAnalyticsStatus = {
  phase: 'idle',
  configLoaded: false,
  hasApiKey: false,
  hasHost: false,
  host: null,
  error: null,
  sent: [],
};
const listeners = new Set<() => void>();
const update = (patch: Partial<TAnalyticsStatus>) => {
  status = { ...status, ...patch };
  listeners.forEach((l) => l());
};

export const analyticsStore = {
  get: () => status,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

let client: PostHog | null = null;
let sentCounter = 0;
let identifiedAs: string | null = null;

/** Sends an analytics event; does nothing (beyond the debug log) while analytics is off. */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  const delivered = client !== null;
  client?.capture(event, properties);
  const entry: TSentEvent = { id: ++sentCounter, event, properties, at: new Date().toISOString(), delivered };
  update({ sent: [entry, ...status.sent].slice(0, SENT_LOG_LIMIT) });
}

/** Links later events to a signed-in account (id only, no personal details), or forgets it. */
export function identify(user: { id?: number | string; isHost?: boolean | null } | null): void {
  if (!client) return;
  const id = user?.id === undefined ? null : String(user.id);
  if (id === identifiedAs) return;
  if (id) client.identify(id, { isHost: Boolean(user?.isHost) });
  else client.reset(); // signed out: later events must not be tied to the previous account
  identifiedAs = id;
}

function fail(reason: string, patch: Partial<TAnalyticsStatus>) {
  const error = new Error(reason);
  console.error('Failed to initialize PostHog', error);
  update({ ...patch, error: reason });
}

async function start(queryClient: QueryClient): Promise<void> {
  update({ phase: 'loading' });
  let config;
  try {
    config = await queryClient.fetchQuery({ queryKey: configQueryKey, queryFn: ({ signal }) => getConfig(signal) });
  } catch {
    fail('Failed to fetch configuration', { phase: 'failed' });
    return;
  }
  const hasApiKey = Boolean(config.posthogApiKey);
  const hasHost = Boolean(config.posthogHost);
  update({ configLoaded: true, hasApiKey, hasHost, host: config.posthogHost });
  if (!config.posthogApiKey || !config.posthogHost) {
    // Analytics is optional: without both settings it stays off and track() is a no-op.
    fail('PostHog configuration missing', { phase: 'off' });
    return;
  }
  try {
    const { default: posthog } = await import('./posthog-loader');
    posthog.init(config.posthogApiKey, posthogOptions(config.posthogHost));
    client = posthog;
  } catch (err) {
    console.error('Failed to initialize PostHog', err);
    update({ phase: 'failed', error: err instanceof Error ? err.message : String(err) });
    return;
  }
  update({ phase: 'ready', error: null });
  track('app_initialized', {
    timestamp: new Date().toISOString(),
    environment: import.meta.env.MODE,
    current_url: window.location.href,
  });
  track('authentication_tracking_ready', { timestamp: new Date().toISOString() });
}

let started: Promise<void> | null = null;

/**
 * Start-up (spec section 4): fetch the configuration and, when the PostHog key and host are
 * both present, load and start PostHog. Runs once; never throws, never blocks rendering.
 */
export function startAnalytics(queryClient: QueryClient): Promise<void> {
  setAnalyticsSink(track);
  return (started ??= start(queryClient));
}
