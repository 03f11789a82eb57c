import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvent } from '@tribe/contracts';
import { ENGINES, createTestApp } from '../../test/database.js';

/** Bad input on the catalogue routes is a 400 naming the field, never a 500 from the database. */
describe.each(ENGINES)('catalogue input checks on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let event: TEvent;

  beforeAll(async () => {
    ctx = await createTestApp(engine);
    event = (await ctx.app.inject('/api/events/26')).json() as TEvent;
  });
  afterAll(async () => ctx?.close());

  const expect400 = async (url: string, field: string, init: { method?: 'POST'; payload?: unknown } = {}) => {
    const res = await ctx.app.inject({ url, method: init.method ?? 'GET', payload: init.payload as object });
    expect(res.statusCode, url).toBe(400);
    expect(res.json(), url).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expect(res.json().message, url).toContain(field);
    return res;
  };

  it('refuses a NUL byte or other control character in an event id with a 400', async () => {
    for (const id of ['%00', 'abc%00', '%07', '%1B%5B31m', '26%0A', '%7F']) {
      await expect400(`/api/events/${id}`, 'id');
      await expect400(`/api/events/${id}/images`, 'id');
    }
  });

  it('refuses ids no event can have (spaces, punctuation, over 64 characters) with a 400', async () => {
    for (const id of ['a%20b', '..%2F..', '%3Cscript%3E', 'x'.repeat(65), '%F0%9F%8E%B5', '-26']) {
      await expect400(`/api/events/${id}`, 'id');
    }
  });

  it('still resolves numeric ids, externalId slugs and six-character alias codes', async () => {
    expect(event.aliasCode).toBe('Tk8mZq');
    for (const key of ['26', 'Tk8mZq', event.externalId]) {
      const res = await ctx.app.inject(`/api/events/${key}`);
      expect(res.statusCode, key).toBe(200);
      expect((res.json() as TEvent).id).toBe(26);
      expect((await ctx.app.inject(`/api/events/${key}/images`)).statusCode, key).toBe(200);
    }
    // A well-formed key that names nothing is still a 404, not a 400.
    expect((await ctx.app.inject('/api/events/Zz9zZz')).statusCode).toBe(404);
  });

  it('refuses control characters in any string of a track-view body', async () => {
    const url = '/api/events/track-view';
    const ok = { eventId: 26, source: 'event_details_page', referrer: '/events' };
    await expect400(url, 'eventId', { method: 'POST', payload: { ...ok, eventId: 'nairobi\u0000jazz' } });
    await expect400(url, 'source', { method: 'POST', payload: { ...ok, source: 'event\u0000page' } });
    await expect400(url, 'source', { method: 'POST', payload: { ...ok, source: 'line\nbreak' } });
    await expect400(url, 'referrer', { method: 'POST', payload: { ...ok, referrer: '/events\u0007' } });
    await expect400(url, 'referrer', { method: 'POST', payload: { ...ok, referrer: '/\u001b[2J' } });
  });

  it('refuses control characters in any string of a track-click body', async () => {
    const url = '/api/events/track-click';
    const ok = { eventId: 'Tk8mZq', clickType: 'get_tickets_button', referrer: '/events/26' };
    await expect400(url, 'eventId', { method: 'POST', payload: { ...ok, eventId: '\u0000' } });
    await expect400(url, 'clickType', { method: 'POST', payload: { ...ok, clickType: 'get_tickets_button\u0000' } });
    await expect400(url, 'referrer', { method: 'POST', payload: { ...ok, referrer: '/events/26\u0000' } });
  });

  it('bounds every body string', async () => {
    const view = { eventId: 26, source: 'event_details_page', referrer: '/events' };
    await expect400('/api/events/track-view', 'source', {
      method: 'POST',
      payload: { ...view, source: 's'.repeat(65) },
    });
    await expect400('/api/events/track-view', 'referrer', {
      method: 'POST',
      payload: { ...view, referrer: '/'.repeat(2049) },
    });
    await expect400('/api/events/track-view', 'eventId', {
      method: 'POST',
      payload: { ...view, eventId: 'e'.repeat(65) },
    });
    await expect400('/api/events/track-view', 'eventId', { method: 'POST', payload: { ...view, eventId: 2 ** 31 } });
  });

  it('counts views and clicks by alias code and slug', async () => {
    const before = event.views;
    for (const eventId of ['Tk8mZq', event.externalId, 26]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/events/track-view',
        payload: { eventId, source: 'event_details_page', referrer: null },
      });
      expect(res.statusCode, String(eventId)).toBe(200);
    }
    const click = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/track-click',
      payload: { eventId: 'Tk8mZq', clickType: 'external_ticket_button' },
    });
    expect(click.statusCode).toBe(200);
    const after = (await ctx.app.inject('/api/events/Tk8mZq')).json() as TEvent;
    expect(after.views).toBe(before + 3);
  });
});
