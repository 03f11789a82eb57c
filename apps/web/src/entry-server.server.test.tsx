import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/test/events.test-util';
import { eventQueryKey } from '@/features/events/api/get-event';
import { activateLanguage } from '@/i18n/i18n';
import { PageDataError, pageHead, render } from './entry-server';

const EVENT = makeEvent({ startDate: '2099-12-05T16:00:00.000Z', endDate: '2099-12-05T20:00:00.000Z' });

// No request may leave a server render: its data comes from the prefilled client only.
const fetchSpy = vi.fn(async () => new Response('{}', { status: 404 }));
vi.stubGlobal('fetch', fetchSpy);
afterEach(() => activateLanguage('en'));
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The API's answers, in process: the event, and a 404 for anything else. */
const asked: string[] = [];
const answer = async (path: string) => {
  asked.push(path);
  return path === `/api/events/${EVENT.externalId}`
    ? new Response(JSON.stringify(EVENT), { headers: { 'Content-Type': 'application/json' } })
    : new Response(null, { status: 404 });
};

const renderEvent = (locale: 'en' | 'sw') => render({ url: `/events/${EVENT.externalId}`, locale, answer });

describe('the server entry', () => {
  it('draws an event page from the prefilled data, without a spinner, and hands that data to the page', async () => {
    const { html, state } = await renderEvent('en');
    expect(html).toContain(EVENT.title);
    expect(html).toContain('About this event');
    expect(html).not.toContain('page-spinner');
    expect(html).not.toContain('<template');
    expect(state).toContainEqual([eventQueryKey(EVENT.externalId), EVENT]);
  });

  it("asks for the page's data as the browser does, through the answerer, never over the network", async () => {
    asked.length = 0;
    await renderEvent('en');
    expect(asked).toEqual([`/api/events/${EVENT.externalId}`]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses to draw a page whose data could not be read (the browser draws it instead)', async () => {
    await expect(render({ url: '/events/no-such-event', locale: 'en', answer })).rejects.toThrow(PageDataError);
  });

  it("gives the title and description in the reader's language", async () => {
    expect((await renderEvent('en')).head.title).toBe('Tikiti · Find your next favorite event');
    expect((await pageHead('sw')).title).toBe('Tikiti · Pata tukio lako lijalo utakalolipenda');
  });

  it('draws it in Kiswahili for a Kiswahili reader', async () => {
    const { html } = await renderEvent('sw');
    expect(html).toContain(EVENT.title);
    expect(html).toContain('Kuhusu tukio hili');
    expect(html).not.toContain('About this event');
  });
});
