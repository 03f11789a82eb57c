import type { CaptureResult, PostHogConfig } from 'posthog-js';

/** Longest autocaptured element text we keep (spec section 9). */
export const AUTOCAPTURE_TEXT_LIMIT = 255;

const cut = (v: unknown) =>
  typeof v === 'string' && v.length > AUTOCAPTURE_TEXT_LIMIT ? v.slice(0, AUTOCAPTURE_TEXT_LIMIT) : v;

/**
 * before_send hook: cuts autocaptured element text to 255 characters. posthog-js already does
 * this for `$el_text`; doing it here too keeps the limit ours rather than a library default.
 */
export function capAutocaptureText(event: CaptureResult | null): CaptureResult | null {
  const props = event?.properties;
  if (!props) return event;
  if ('$el_text' in props) props.$el_text = cut(props.$el_text);
  if (Array.isArray(props.$elements)) {
    for (const el of props.$elements as Record<string, unknown>[]) {
      if (el && typeof el === 'object' && '$el_text' in el) el.$el_text = cut(el.$el_text);
    }
  }
  return event;
}

/**
 * posthog-js options for the spec's analytics constants (section 9), mapped to the closest
 * settings the library has:
 * - page views and page leaves on: `capture_pageview: 'history_change'` (a page view on every
 *   client-side route change, as this is a single-page app) and `capture_pageleave: true`;
 * - rage click = 3 clicks within 1 s and 30 px: `rageclick: { click_count: 3, timeout_ms: 1000, threshold_px: 30 }`;
 * - autocapture text cut at 255 characters: `before_send: capAutocaptureText`;
 * - session idle timeout 1800 s: `session_idle_timeout_seconds: 1800`;
 * - event rate limit 10 per second: `rate_limiting: { events_per_second: 10 }`;
 * - batch flush 3 s: `request_batching: true` with `request_queue_config.flush_interval_ms: 3000`.
 * People are only profiled once identified, which keeps anonymous visitors anonymous.
 */
export function posthogOptions(apiHost: string): Partial<PostHogConfig> {
  return {
    api_host: apiHost,
    capture_pageview: 'history_change',
    capture_pageleave: true,
    rageclick: { click_count: 3, timeout_ms: 1000, threshold_px: 30 },
    before_send: capAutocaptureText,
    session_idle_timeout_seconds: 1800,
    rate_limiting: { events_per_second: 10 },
    request_batching: true,
    request_queue_config: { flush_interval_ms: 3000 },
    person_profiles: 'identified_only',
    persistence: 'localStorage+cookie',
  };
}
