import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsPath, fetchEvents } from './get-events';

describe('eventsPath', () => {
  it('writes the listing query of contracts: empty params left out, lists comma-joined', () => {
    expect(eventsPath({})).toBe('/api/events');
    expect(eventsPath({ q: '', categoryId: [1, 2], location: [], sort: 'relevance', upcoming: true, limit: 6 })).toBe(
      '/api/events?categoryId=1%2C2&sort=relevance&upcoming=1&limit=6',
    );
    expect(eventsPath({ q: '  jazz night ', past: true, maxPrice: 0 })).toBe(
      '/api/events?q=jazz+night&maxPrice=0&past=1',
    );
    expect(eventsPath({ past: false, offset: 24 })).toBe('/api/events?offset=24');
  });
});

describe('fetchEvents', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the total from X-Total-Count, else the list length', async () => {
    const events = [{ id: 1 }, { id: 2 }];
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(events), { headers: { 'X-Total-Count': '40' } }))
      .mockResolvedValueOnce(new Response(JSON.stringify(events)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchEvents({ limit: 2 })).resolves.toEqual({ events, total: 40 });
    await expect(fetchEvents({ limit: 2 })).resolves.toEqual({ events, total: 2 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events?limit=2');
  });
});
