import { firstApiRequests } from '@tribe/contracts/first-requests';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { prefetchRouteData } from './route-data';

const requested = () => {
  const fetchMock = vi.fn(
    async (_path: RequestInfo | URL, _init?: RequestInit) =>
      new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(() => fetchMock.mock.calls.map(([path]) => String(path)), { fetchMock });
};

describe("a page's requests start from its address, before its code", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the event of /events/{id}', async () => {
    const paths = requested();
    void prefetchRouteData(createQueryClient(), new URL('http://localhost/events/26'));
    await vi.waitFor(() => expect(paths()).toEqual(['/api/events/26']));
  });

  it("asks for the home page's hero, explore, featured, category and tribe lists", async () => {
    const paths = requested();
    void prefetchRouteData(createQueryClient(), new URL('http://localhost/?categoryId=3'));
    await vi.waitFor(() => expect(paths()).toHaveLength(5));
    expect(paths().sort()).toEqual([
      '/api/categories',
      '/api/events/featured',
      '/api/events?categoryId=3&sort=relevance&upcoming=1&limit=6',
      '/api/events?sort=relevance&limit=3',
      '/api/tribes',
    ]);
  });

  it("asks for the listing's first page with the address's filters", async () => {
    const paths = requested();
    void prefetchRouteData(createQueryClient(), new URL('http://localhost/events?q=jazz'));
    await vi.waitFor(() => expect(paths().some((p) => p.startsWith('/api/events?'))).toBe(true));
    const listing = new URL(
      paths().find((p) => p.startsWith('/api/events?'))!,
      'http://localhost',
    );
    expect(listing.searchParams.get('q')).toBe('jazz');
    expect(listing.searchParams.get('limit')).toBe('24');
    expect(listing.searchParams.get('offset')).toBe('0');
  });

  it('asks for nothing on pages without data of their own', () => {
    const paths = requested();
    void prefetchRouteData(createQueryClient(), new URL('http://localhost/pricing'));
    expect(paths()).toEqual([]);
  });
});

describe("the server's preloads are the page's own first requests", () => {
  afterEach(() => vi.unstubAllGlobals());

  // The server names these in the HTML; a difference would fetch twice or not at all early.
  it.each(['/', '/?categoryId=3', '/?categoryId=x', '/events', '/events/26', '/events/jazz%20night', '/pricing'])(
    '%s',
    async (address) => {
      const url = new URL(address, 'http://localhost');
      const paths = requested();
      const expected = firstApiRequests(url.pathname, url.search);
      void prefetchRouteData(createQueryClient(), url);
      await vi.waitFor(() => expect(paths().length).toBeGreaterThanOrEqual(expected.length));
      // Give any request beyond the list time to start too.
      await new Promise((r) => setTimeout(r, 20));
      expect(paths().sort()).toEqual([...expected].sort());
    },
  );

  it('sends cookies, as the preload links say (crossorigin="use-credentials")', async () => {
    const paths = requested();
    void prefetchRouteData(createQueryClient(), new URL('http://localhost/events/26'));
    await vi.waitFor(() => expect(paths()).toHaveLength(1));
    expect(paths.fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });
});
