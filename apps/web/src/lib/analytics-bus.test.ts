import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink, track } from './analytics-bus';

describe('analytics bus', () => {
  afterEach(() => setAnalyticsSink(null));

  it('drops events while no analytics is registered', () => {
    expect(() => track('external_ticket_click', { eventId: 1 })).not.toThrow();
  });

  it('forwards events to the registered sink', () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    track('external_ticket_click', { eventId: 7, eventTitle: 'Jazz', externalUrl: 'https://x.example' });
    expect(sink).toHaveBeenCalledWith('external_ticket_click', {
      eventId: 7,
      eventTitle: 'Jazz',
      externalUrl: 'https://x.example',
    });
  });
});
