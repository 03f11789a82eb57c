import type { CaptureResult } from 'posthog-js';
import { describe, expect, it } from 'vitest';
import { capAutocaptureText, posthogOptions } from './posthog-options';

const event = (properties: Record<string, unknown>) =>
  ({ event: '$autocapture', properties }) as unknown as CaptureResult;

describe('posthogOptions', () => {
  it("maps the spec's analytics constants", () => {
    const o = posthogOptions('https://eu.i.posthog.com');
    expect(o.api_host).toBe('https://eu.i.posthog.com');
    expect(o.capture_pageview).toBeTruthy();
    expect(o.capture_pageleave).toBe(true);
    expect(o.rageclick).toEqual({ click_count: 3, timeout_ms: 1000, threshold_px: 30 });
    expect(o.session_idle_timeout_seconds).toBe(1800);
    expect(o.rate_limiting).toEqual({ events_per_second: 10 });
    expect(o.request_batching).toBe(true);
    expect(o.request_queue_config).toEqual({ flush_interval_ms: 3000 });
    expect(o.before_send).toBe(capAutocaptureText);
  });
});

describe('capAutocaptureText', () => {
  it('cuts element text to 255 characters', () => {
    const out = capAutocaptureText(event({ $el_text: 'a'.repeat(300), $elements: [{ $el_text: 'b'.repeat(400) }] }));
    expect((out!.properties.$el_text as string).length).toBe(255);
    expect((out!.properties.$elements as { $el_text: string }[])[0]!.$el_text.length).toBe(255);
  });
  it('leaves short text and other events alone', () => {
    const out = capAutocaptureText(event({ $el_text: 'Get Tickets', price: 500 }));
    expect(out!.properties).toEqual({ $el_text: 'Get Tickets', price: 500 });
    expect(capAutocaptureText(null)).toBeNull();
  });
});
