import type { Page } from '@playwright/test';
import { expect, servedAsBuilt, test } from './fixtures';

/**
 * Event cards (spec section 2, "Event cards"), seen in the home page's explore section: the
 * card shows the API's data (date in the event's zone, lowest price, badges, link), image
 * fallbacks that need a real image load, and the save heart. The card's text rules ('Date not
 * set', 'Free', 'KES 1,500', at most 3 badges, the zone whatever the machine's, the numeric-id
 * link) are unit tests: apps/web/src/features/discovery/components/event-card.test.tsx.
 */

type ApiEvent = {
  id: number;
  externalId: string;
  title: string;
  imageUrl: string | null;
  startDate: string | null;
  timeZone: string;
  eventType: string;
  location: string | null;
  subcategories: { id: number; name: string }[];
  subcategory: { id: number; name: string } | null;
  ticketTypes: { price: number }[];
  minTicketPrice: number | null;
  price: number;
};

/** Independent oracle for the card date: en-US 'Dec 5, 7:00 PM' in the zone. */
const cardDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  })
    .format(new Date(iso))
    .replace(/\u202f/g, ' ');

const isExplore = (url: URL) => url.pathname === '/api/events' && url.searchParams.get('upcoming') === '1';

/** Serves the given events as the home explore list. */
async function exploreReturns(page: Page, events: ApiEvent[]) {
  // The browser draws the page and asks for its lists itself, so it gets these.
  await servedAsBuilt(page);
  await page.route(isExplore, (route) =>
    route.fulfill({ json: events, headers: { 'X-Total-Count': String(events.length) } }),
  );
}

const exploreCards = (page: Page) => page.getByTestId('explore-section').getByTestId('event-card');

test('cards show the API events: date in Africa/Nairobi, lowest price, badges, title, place and link', async ({
  page,
  request,
}) => {
  const events = (await (await request.get('/api/events?upcoming=1&sort=relevance&limit=6')).json()) as ApiEvent[];
  await page.goto('/');
  const cards = exploreCards(page);
  await expect(cards).toHaveCount(events.length);
  let dated = 0;
  for (const [i, event] of events.entries()) {
    const card = cards.nth(i);
    const date = card.getByTestId('event-card-date');
    await expect(date).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/);
    if (event.eventType !== 'recurring' && event.startDate) {
      expect(event.timeZone).toBe('Africa/Nairobi');
      await expect(date).toHaveText(cardDate(event.startDate, event.timeZone));
      dated++;
    }
    const prices = event.ticketTypes.map((t) => t.price);
    const lowest = prices.length ? Math.min(...prices) : (event.minTicketPrice ?? event.price ?? 0);
    await expect(card.getByTestId('event-card-price')).toHaveText(
      lowest > 0 ? `KES ${lowest.toLocaleString('en-US')}` : 'Free',
    );
    await expect(card.getByTestId('event-card-badge')).toHaveText(event.subcategories.slice(0, 3).map((s) => s.name));
    await expect(card.getByTestId('event-card-title')).toHaveText(event.title);
    if (event.location) await expect(card.getByTestId('event-card-location')).toHaveText(event.location);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/events/${event.externalId || event.id}`);
  }
  expect(dated).toBeGreaterThan(0);
});

/** Waits for an image to have finished loading and reports its src and whether it rendered. */
async function imageState(page: Page, cardIndex: number) {
  const img = exploreCards(page).nth(cardIndex).locator('img');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({ src: el.getAttribute('src'), width: el.naturalWidth }));
}

test('images: placeholder when missing or broken, a leading slash added to bare paths', async ({ page, request }) => {
  const [base] = (await (await request.get('/api/events?upcoming=1&sort=relevance&limit=1')).json()) as ApiEvent[];
  expect(base!.imageUrl).toMatch(/^\/images\//);
  const bare = base!.imageUrl!.slice(1); // 'images/events/….webp'
  await exploreReturns(page, [
    { ...base!, id: 9101, externalId: 'img-missing', title: 'No image', imageUrl: null },
    {
      ...base!,
      id: 9102,
      externalId: 'img-broken',
      title: 'Broken image',
      imageUrl: '/images/events/does-not-exist.webp',
    },
    { ...base!, id: 9103, externalId: 'img-bare', title: 'Bare path', imageUrl: bare },
    { ...base!, id: 9104, externalId: 'img-blank', title: 'Blank image', imageUrl: '   ' },
  ]);
  await page.goto('/');
  await expect(exploreCards(page)).toHaveCount(4);

  expect((await imageState(page, 0)).src).toBe('/images/placeholder-event.webp');
  expect((await imageState(page, 1)).src).toBe('/images/placeholder-event.webp');
  const loaded = await imageState(page, 2);
  expect(loaded.src).toBe(`/${bare}`);
  expect(loaded.width).toBeGreaterThan(0);
  expect((await imageState(page, 3)).src).toBe('/images/placeholder-event.webp');
  await expect(page.getByText('Image not available')).toHaveCount(0);
});

test("'Image not available' when the placeholder fails too", async ({ page, request }) => {
  const [base] = (await (await request.get('/api/events?upcoming=1&sort=relevance&limit=1')).json()) as ApiEvent[];
  await page.route('**/images/placeholder-event.webp', (route) => route.fulfill({ status: 404, body: '' }));
  await exploreReturns(page, [
    { ...base!, id: 9201, externalId: 'img-gone', title: 'Gone', imageUrl: '/images/events/nope.webp' },
  ]);
  await page.goto('/');
  const card = exploreCards(page).first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Image not available')).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
});

test('card image is 16:9, lazy, sized and decoded async; the whole card links to the event', async ({
  page,
  request,
}) => {
  const [event] = (await (await request.get('/api/events?upcoming=1&sort=relevance&limit=1')).json()) as ApiEvent[];
  await page.goto('/');
  const card = exploreCards(page).first();
  const img = card.locator('img');
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('decoding', 'async');
  await expect(img).toHaveAttribute('width', /\d+/);
  await expect(img).toHaveAttribute('height', /\d+/);
  await expect(img).toHaveAttribute('alt', event!.title);
  await img.scrollIntoViewIfNeeded();
  const box = await img.boundingBox();
  expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.03);

  await card.getByTestId('event-card-title').click();
  await expect(page).toHaveURL(new RegExp(`/events/${event!.externalId}$`));
});

test('the heart saves the event on the device and /saved lists it after a reload', async ({ page, request }) => {
  const [event] = (await (await request.get('/api/events?upcoming=1&sort=relevance&limit=1')).json()) as ApiEvent[];
  await page.goto('/');
  const card = exploreCards(page).first();
  const heart = card.getByRole('button', { name: 'Save event' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  // Saving does not open the event.
  expect(new URL(page.url()).pathname).toBe('/');
  const unsave = card.getByRole('button', { name: 'Remove from saved' });
  await expect(unsave).toHaveAttribute('aria-pressed', 'true');

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('savedEvents') ?? '[]'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    id: event!.id,
    externalId: event!.externalId,
    title: event!.title,
    timeZone: event!.timeZone,
  });

  await page.goto('/saved');
  await page.reload();
  await expect(page.getByTestId('saved-event-title')).toHaveText([event!.title]);

  // The same event elsewhere on home shows as saved; unsaving there empties /saved.
  await page.goto('/');
  await exploreCards(page).first().getByRole('button', { name: 'Remove from saved' }).click();
  await expect(exploreCards(page).first().getByRole('button', { name: 'Save event' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.goto('/saved');
  await expect(page.getByTestId('saved-event')).toHaveCount(0);
});

test('the heart is reachable by keyboard and toggles with Enter', async ({ page }) => {
  await page.goto('/');
  const heart = exploreCards(page).first().getByRole('button', { name: 'Save event' });
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(exploreCards(page).first().getByRole('button', { name: 'Remove from saved' })).toBeFocused();
});
