import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { TEvent, TPublicTribe } from '@tribe/contracts';
import { HOME_CAROUSEL_IMAGES } from '@tribe/contracts/content';
import { MemoryRouter } from '@/lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomeRoute from '@/app/routes/home';
import { setLocale } from '@/i18n/i18n';
import { meQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import en from '@/locales/en/home.json';
import { slideAlt } from './image-carousel';
import { componentTestHooks } from '@/test/hooks.test-util';

const event = (id: number, price: number): TEvent =>
  ({
    id,
    externalId: `e${id}`,
    title: `Tamasha ${id}`,
    imageUrl: null,
    startDate: '2026-12-05T16:00:00.000Z',
    endDate: null,
    timeZone: 'Africa/Nairobi',
    eventType: 'single',
    location: 'KICC, Nairobi',
    subcategories: [{ id: 5, name: 'Gospel' }],
    subcategoryNamesSw: { 5: 'Injili' },
    ticketTypes: [],
    minTicketPrice: price,
    price,
  }) as unknown as TEvent;

const tribe: TPublicTribe = {
  id: 1,
  name: 'Nairobi Runners',
  description: 'Early-morning runs in Karura.',
  image: null,
  chatUrl: 'https://chat.whatsapp.com/x',
  members: 1840,
  nameSw: 'Wakimbiaji wa Nairobi',
  descriptionSw: 'Mbio za alfajiri Karura.',
};

/** Answers the home page's requests: two events, one category, no featured events, one tribe. */
function stubApi() {
  const answers: Record<string, unknown> = {
    '/api/events': [event(1, 1500), event(2, 0)],
    '/api/categories': [
      { id: 1, name: 'Music', nameSw: 'Muziki' },
      { id: 2, name: 'Esports', nameSw: null },
    ],
    '/api/events/featured': [],
    '/api/tribes': [tribe],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return new Response(JSON.stringify(answers[path] ?? []), {
        status: answers[path] ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

function renderHome() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HomeRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

componentTestHooks({ kiswahili: {} });
beforeEach(() => {
  stubApi();
});

describe('Home page in Kiswahili', () => {
  it('reads in Kiswahili, with Kiswahili prices on the cards', async () => {
    renderHome();
    // Text and label queries: role queries over the whole page are slow in jsdom.
    expect(document.querySelector('h1')?.textContent).toBe('Pata matukio utakayoyapenda');
    expect(screen.getByText('Vinjari matukio kwa kategoria')).toBeTruthy();
    expect(screen.getByText('Unapanga tukio?')).toBeTruthy();
    expect(screen.getByLabelText('Picha inayofuata')).toBeTruthy();
    expect(screen.getByTestId('create-event-button').textContent).toBe('Andaa tukio');
    expect(await screen.findByText('Hakuna matukio maalum kwa sasa.')).toBeTruthy();
    expect(await screen.findByText('Wanachama 1,840')).toBeTruthy();

    const explore = await screen.findByTestId('explore-events');
    const prices = within(explore)
      .getAllByTestId('event-card-price')
      .map((p) => p.textContent);
    expect(prices).toEqual(['Ksh 1,500', 'Bure']);
    expect(within(explore).getAllByTestId('event-card-date')[0]!.textContent).toBe('5 Des, 19:00');
    expect(within(explore).getAllByLabelText('Hifadhi tukio')).toHaveLength(2);
    // The catalogue's names as an admin gave them in Kiswahili, else in English.
    expect(within(explore).getAllByTestId('event-card-badge')[0]!.textContent).toBe('Injili');
    expect(screen.getAllByTestId('category-pill').map((p) => p.textContent)).toEqual(['Muziki', 'Esports']);
    const tribes = within(document.querySelector('[data-section="tribes"]') as HTMLElement);
    expect(tribes.getByRole('heading', { name: 'Wakimbiaji wa Nairobi' })).toBeTruthy();
    expect(tribes.getByText('Mbio za alfajiri Karura.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(
      /Featured events|Find your tribe|Explore events|Start hosting|Nairobi Runners|Early-morning/,
    );
  }, 20_000); // The whole page, every section: slow on a busy machine.
});

describe('carousel descriptions', () => {
  it('the English message of each home slide is the description the image came with', async () => {
    await act(() => setLocale('en'));
    for (const image of HOME_CAROUSEL_IMAGES) expect(slideAlt(image)).toBe(image.alt);
    expect(Object.keys(en.carousel.slides)).toHaveLength(HOME_CAROUSEL_IMAGES.length);
  });

  it('reads them in Kiswahili, and keeps an unknown image’s own description', () => {
    expect(slideAlt(HOME_CAROUSEL_IMAGES[1]!)).toBe(
      'Jua likitua juu ya Bahari Hindi kwenye sherehe ya ufukweni Mombasa',
    );
    expect(slideAlt({ src: '/images/other.webp', alt: 'Other' })).toBe('Other');
  });
});
