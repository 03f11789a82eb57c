import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, matchClientRoute } from './routes.js';

describe('the client route table', () => {
  it('matches every route of the spec, with its parameters', () => {
    for (const route of CLIENT_ROUTES) {
      const path = route.replace(/:([A-Za-z]+)/g, 'x1');
      expect(matchClientRoute(path)?.route, path).toBe(route);
    }
    expect(matchClientRoute('/events/Tk8mZq')).toEqual({ route: '/events/:id', params: { id: 'Tk8mZq' } });
    expect(matchClientRoute('/host/events/7/attendees')).toEqual({
      route: '/host/events/:eventId/attendees',
      params: { eventId: '7' },
    });
    expect(matchClientRoute('/feedback/abc-123')?.route).toBe('/feedback/:token');
  });

  it('ignores a trailing slash and the case of fixed segments, as the web router does', () => {
    expect(matchClientRoute('/events/')?.route).toBe('/events');
    expect(matchClientRoute('/Pricing')?.route).toBe('/pricing');
    expect(matchClientRoute('')?.route).toBe('/');
  });

  it('matches nothing else', () => {
    for (const path of [
      '/nope',
      '/events/26/extra',
      '/host/events/7',
      '/checkout/7',
      '/feedback',
      '/api/events',
      '/api/auth/google/callback',
      '/index.html',
      '/%00',
    ]) {
      expect(matchClientRoute(path), path).toBeNull();
    }
  });
});
