/**
 * Product analytics events from any feature. Features call `track`; the analytics feature
 * registers where events go (PostHog when configured). Until then, and when analytics is off,
 * events are dropped, so callers never need to know whether analytics runs.
 */
type Sink = (event: string, properties: Record<string, unknown>) => void;

let sink: Sink | null = null;

export function setAnalyticsSink(next: Sink | null): void {
  sink = next;
}

export function track(event: string, properties: Record<string, unknown> = {}): void {
  sink?.(event, properties);
}
