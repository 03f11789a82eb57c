import type { APIRequestContext, Page } from '@playwright/test';
import type { TEvent } from '@tribe/contracts';
import {
  BOTH,
  RESULTS,
  apiTotal,
  countText,
  expect as baseExpect,
  historyLength,
  isPhone,
  resultsHeading as heading,
  seriousAxeViolations,
  servedAsBuilt,
  test,
} from './fixtures';

/**
 * The /events listing (spec section 2 "Events listing", section 8 listing empty state, section 9
 * sort options and skeleton count): hero, count, loading, paging, sort, empty and error states.
 * Filters have their own spec (filters.spec.ts).
 */

// Results come from the real server; on a busy machine a page can take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const PAGE_SIZE = 24;

async function apiEvents(request: APIRequestContext, params: Record<string, string>): Promise<TEvent[]> {
  const res = await request.get(`/api/events?${new URLSearchParams(params)}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as TEvent[];
}

const cards = (page: Page) => page.getByTestId('listing-grid').getByTestId('event-card');

test('shows the hero headline, subtitle and search placeholder', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next favorite event' })).toBeVisible();
  await expect(page.getByText('Browse through thousands of events happening across Africa')).toBeVisible();
  await expect(page.getByPlaceholder('Search for events, creators, or venues...')).toBeVisible();
});

test("'N events found' is the API's X-Total-Count, and the first page holds 24 cards", async ({ page, request }) => {
  const total = await apiTotal(request);
  expect(total).toBeGreaterThan(PAGE_SIZE);
  await page.goto('/events');
  await expect(heading(page)).toHaveText(countText(total), RESULTS);
  await expect(cards(page)).toHaveCount(PAGE_SIZE, RESULTS);
  await expect(page.getByTestId('listing-progress')).toHaveText(`Showing ${PAGE_SIZE} of ${total} events`);
});

test('asks the server for one page at a time, never the whole catalogue', async ({ page }) => {
  // The browser draws the page and asks for its events itself (decision 031).
  await servedAsBuilt(page);
  const requests: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/events') requests.push(url);
  });
  await page.goto('/events');
  await expect(cards(page)).toHaveCount(PAGE_SIZE, RESULTS);
  expect(requests.length).toBeGreaterThan(0);
  for (const url of requests) {
    expect(url.searchParams.get('limit')).toBe(String(PAGE_SIZE));
    expect(url.searchParams.get('offset')).toBe('0');
  }
});

test("while the first page loads: 'Loading events...' and 6 skeleton cards", async ({ page }) => {
  // The browser draws the page and asks for its events itself (decision 031).
  await servedAsBuilt(page);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events?*', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/events');
  await expect(heading(page)).toHaveText('Loading events...');
  await expect(page.getByTestId('listing-skeletons').getByTestId('event-card-skeleton')).toHaveCount(6);
  release();
  await expect(heading(page)).toHaveText(/events? found$/, RESULTS);
  await expect(page.getByTestId('event-card-skeleton')).toHaveCount(0);
});

test('keeps the current cards on screen (dimmed) while a new filter loads', async ({ page }) => {
  await page.goto('/events');
  await expect(cards(page)).toHaveCount(PAGE_SIZE, RESULTS);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events?*', async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByLabel('Sort by').selectOption('date-asc');
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'true');
  await expect(cards(page)).toHaveCount(PAGE_SIZE, RESULTS);
  await expect(page.getByText('Loading events...')).toHaveCount(0);
  release();
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'false');
});

test("'Load more' appends the next page of the same results", async ({ page, request }) => {
  // Date order is stable while other tests add views (which move the relevance order).
  const total = await apiTotal(request, { sort: 'date-asc' });
  const firstTwoPages = await apiEvents(request, { sort: 'date-asc', limit: String(PAGE_SIZE * 2), offset: '0' });
  await page.goto('/events?sort=date-asc');
  await expect(cards(page)).toHaveCount(PAGE_SIZE, RESULTS);
  const before = await page.getByTestId('event-card-title').allTextContents();

  const nextPage = page.waitForRequest((r) => new URL(r.url()).searchParams.get('offset') === String(PAGE_SIZE));
  await page.getByRole('button', { name: 'Load more' }).click();
  expect(new URL((await nextPage).url()).searchParams.get('limit')).toBe(String(PAGE_SIZE));

  const expected = Math.min(PAGE_SIZE * 2, total);
  await expect(cards(page)).toHaveCount(expected);
  const after = await page.getByTestId('event-card-title').allTextContents();
  expect(after.slice(0, PAGE_SIZE)).toEqual(before);
  expect(after).toEqual(firstTwoPages.map((e) => e.title));
  if (expected < total)
    await expect(page.getByTestId('listing-progress')).toHaveText(`Showing ${expected} of ${total} events`);
});

/** Card prices as numbers ('Free' is 0). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('listing-grid').getByTestId('event-card-price').allTextContents();
  return texts.map((t) => (/free/i.test(t) ? 0 : Number(t.replace(/[^\d]/g, ''))));
}

test('sort options are exact, in order, and change the order without adding history', async ({ page, request }) => {
  await page.goto('/events');
  await expect(cards(page)).toHaveCount(PAGE_SIZE, RESULTS);
  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option')).toHaveText([
    'Relevance',
    'Date: Soonest',
    'Date: Latest',
    'Price: Low to High',
    'Price: High to Low',
  ]);
  await expect(sort).toHaveValue('relevance');
  const startLength = await historyLength(page);

  // Date order has no ties (id breaks them), so the cards must match the API exactly.
  for (const id of ['date-asc', 'date-desc'] as const) {
    const expected = (await apiEvents(request, { sort: id, limit: String(PAGE_SIZE) })).map((e) => e.title);
    await sort.selectOption(id);
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe(id);
    await expect(page.getByTestId('event-card-title')).toHaveText(expected);
  }
  // Price ties fall back to views, which other tests may be changing: check the order itself.
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'false');
  await expect
    .poll(async () => {
      const p = await cardPrices(page);
      return p.length === PAGE_SIZE && p.every((v, i) => i === 0 || p[i - 1]! <= v);
    })
    .toBe(true);
  await sort.selectOption({ label: 'Price: High to Low' });
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price-desc');
  await expect
    .poll(async () => {
      const p = await cardPrices(page);
      return p.length === PAGE_SIZE && p.every((v, i) => i === 0 || p[i - 1]! >= v) && p[0]! > 0;
    })
    .toBe(true);

  await sort.selectOption({ label: 'Relevance' });
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(await historyLength(page)).toBe(startLength);
});

test('a search with no match shows the empty state, and "Clear all filters" brings everything back', async ({
  page,
  request,
}) => {
  const total = await apiTotal(request);
  await page.goto('/events?q=zzqx-no-such-event&location=lamu&sort=price-desc');
  await expect(heading(page)).toHaveText('0 events found');
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(
    page.getByText("We couldn't find any events that match your filters. Try adjusting your search criteria."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/events');
  await expect(heading(page)).toHaveText(countText(total), RESULTS);
  await expect(page.getByPlaceholder('Search for events, creators, or venues...')).toHaveValue('');
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
});

test('a failed load says so and Retry loads the events', async ({ page, request }) => {
  // The browser draws the page and asks for its events itself (decision 031).
  await servedAsBuilt(page);
  const total = await apiTotal(request);
  await page.route('**/api/events?*', (route) => route.fulfill({ status: 503, body: 'down for maintenance' }));
  await page.goto('/events');
  await expect(page.getByRole('alert')).toContainText("We couldn't load events");
  await page.unroute('**/api/events?*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page)).toHaveText(countText(total), RESULTS);
  await expect(cards(page)).toHaveCount(PAGE_SIZE, RESULTS);
});

test('/events?search=jazz (from the home page) lands with the search applied as q', async ({ page, request }) => {
  const total = await apiTotal(request, { q: 'jazz' });
  expect(total).toBeGreaterThan(0);
  const startLength = await page.goto('/').then(() => historyLength(page));
  await page.goto('/events?search=jazz');
  await expect(page.getByPlaceholder('Search for events, creators, or venues...')).toHaveValue('jazz');
  await expect.poll(() => new URL(page.url()).search).toBe('?q=jazz');
  await expect(heading(page)).toHaveText(countText(total), RESULTS);
  await expect(page.getByTestId('filter-chip').filter({ hasText: 'jazz' })).toBeVisible();
  // The rewrite to q= replaced the entry: only the navigation itself was added.
  expect(await historyLength(page)).toBe(startLength + 1);
});

test(
  'the listing and the filters drawer have no serious or critical axe violations',
  { tag: BOTH },
  async ({ page }, testInfo) => {
    await page.goto('/events?categoryId=1&location=nairobi&minPrice=500');
    await expect(heading(page)).toHaveText(/events? found$/, RESULTS);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  },
);
