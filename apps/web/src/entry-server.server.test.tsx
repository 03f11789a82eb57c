import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/features/events/lib/fixtures.test-util';
import { eventQueryKey } from '@/features/events/api/get-event';
import { activateLanguage } from '@/i18n/i18n';
import { render } from './entry-server';

const EVENT = makeEvent({ startDate: '2099-12-05T16:00:00.000Z', endDate: '2099-12-05T20:00:00.000Z' });

// No request may leave a server render: its data comes from the prefilled client only.
const fetchSpy = vi.fn(async () => new Response('{}', { status: 404 }));
vi.stubGlobal('fetch', fetchSpy);
afterEach(() => activateLanguage('en'));
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const renderEvent = (locale: 'en' | 'sw') =>
  render({
    url: `/events/${EVENT.externalId}`,
    locale,
    prefill: (qc) => {
      qc.setQueryData(eventQueryKey(EVENT.externalId), EVENT);
    },
  });

describe('the server entry', () => {
  it('draws an event page from the prefilled data, without a spinner, and hands that data to the page', async () => {
    const { html, state } = await renderEvent('en');
    expect(html).toContain(EVENT.title);
    expect(html).toContain('About this event');
    expect(html).not.toContain('page-spinner');
    expect(html).not.toContain('<template');
    expect(state).toContainEqual([eventQueryKey(EVENT.externalId), EVENT]);
  });

  it('draws it in Kiswahili for a Kiswahili reader', async () => {
    const { html } = await renderEvent('sw');
    expect(html).toContain(EVENT.title);
    expect(html).toContain('Kuhusu tukio hili');
    expect(html).not.toContain('About this event');
  });
});
