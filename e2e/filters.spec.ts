import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  BOTH,
  PHONE,
  RESULTS,
  appMounted,
  apiTotal,
  countText,
  expect as baseExpect,
  historyLength,
  isPhone,
  resultsHeading as heading,
  test,
} from './fixtures';

/**
 * Listing filters (spec section 2 "Events listing", section 4 "Filters", section 5 price and
 * custom range rules): every filter lives in the address under the spec's names, replaces the
 * history entry instead of adding one, and asks the server for the same filters; chips, 'Clear
 * all', presets, custom range, price rules and the phone drawer. The rules behind them (preset
 * days, chip labels, address parsing and writing) are unit tests beside
 * apps/web/src/features/discovery/filters; here the page is driven end to end.
 */

// Results come from the real server; on a busy machine a page can take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const SEARCH_PLACEHOLDER = 'Search for events, creators, or venues...';
const WEDNESDAY = new Date('2026-06-10T10:00:00+03:00'); // Wednesday 10 June 2026, 10:00 in Nairobi

const params = (page: Page) => new URL(page.url()).searchParams;
const pathAndQuery = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const chips = (page: Page) => page.getByTestId('filter-chip');

async function idsByName(request: APIRequestContext, path: '/api/categories' | '/api/subcategories') {
  const list = (await (await request.get(path)).json()) as { id: number; name: string; categoryId?: number }[];
  return (name: string) => {
    const found = list.find((x) => x.name === name);
    if (!found) throw new Error(`No ${path} named ${name}`);
    return found;
  };
}

/** The heading shows what the API counts for the page's current address. */
async function expectCountMatchesApi(page: Page, request: APIRequestContext) {
  await expect(page.getByTestId('listing-grid').or(page.getByTestId('listing-empty'))).not.toHaveAttribute(
    'aria-busy',
    'true',
    RESULTS,
  );
  await expect(async () => {
    const total = await apiTotal(request, params(page));
    await expect(heading(page)).toHaveText(countText(total), { timeout: 2000 });
  }).toPass(RESULTS);
}

/**
 * Runs `change` against the filters: the sidebar on desktop, the drawer on a phone (opened
 * first and applied with 'Apply Filters' afterwards).
 */
async function inFilters(page: Page, testInfo: TestInfo, change: (panel: Locator) => Promise<unknown>) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await change(drawer);
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(drawer).toBeHidden();
  } else {
    await change(page.getByTestId('filters-sidebar'));
  }
}

async function openListing(page: Page, url = '/events') {
  await page.goto(url);
  await expect(heading(page)).toHaveText(/events? found$/, RESULTS);
  await appMounted(page);
}

test.describe('each filter writes its spec parameter, changes the results and adds no history entry', () => {
  test('category (categoryId)', async ({ page, request }, testInfo) => {
    const category = await idsByName(request, '/api/categories');
    const music = category('Music').id;
    const all = await apiTotal(request, {});
    const musicTotal = await apiTotal(request, { categoryId: String(music) });
    expect(musicTotal).toBeLessThan(all);
    await openListing(page);
    const start = await historyLength(page);
    await inFilters(page, testInfo, (panel) => panel.getByRole('checkbox', { name: 'Music', exact: true }).check());
    await expect.poll(() => params(page).get('categoryId')).toBe(String(music));
    await expect(heading(page)).toHaveText(countText(musicTotal), RESULTS);
    await inFilters(page, testInfo, (panel) =>
      panel.getByRole('checkbox', { name: 'Sports & Fitness', exact: true }).check(),
    );
    await expect.poll(() => params(page).get('categoryId')).toBe(`${music},${category('Sports & Fitness').id}`);
    await expectCountMatchesApi(page, request);
    expect(await historyLength(page)).toBe(start);
  });

  test('type (subcategoryId); with a category selected only its types are offered', async ({
    page,
    request,
  }, testInfo) => {
    const sub = await idsByName(request, '/api/subcategories');
    const jazz = sub('Jazz');
    await openListing(page);
    const start = await historyLength(page);
    await inFilters(page, testInfo, async (panel) => {
      const types = panel.getByTestId('filter-types');
      await expect(types.getByRole('checkbox', { name: 'Running', exact: true })).toBeVisible();
      await panel.getByRole('checkbox', { name: 'Music', exact: true }).check();
      await expect(types.getByRole('checkbox', { name: 'Running', exact: true })).toHaveCount(0);
      await types.getByRole('checkbox', { name: 'Jazz', exact: true }).check();
    });
    await expect.poll(() => params(page).get('subcategoryId')).toBe(String(jazz.id));
    expect(params(page).get('categoryId')).toBe(String(jazz.categoryId));
    await expectCountMatchesApi(page, request);
    await expect(chips(page)).toHaveText(['Music', 'Jazz']);
    expect(await historyLength(page)).toBe(start);
  });

  test('location (comma list of town slugs)', async ({ page, request }, testInfo) => {
    await openListing(page);
    const start = await historyLength(page);
    await inFilters(page, testInfo, async (panel) => {
      const towns = panel.getByTestId('filter-locations');
      await expect(towns.getByRole('checkbox')).toHaveCount(14);
      await towns.getByRole('checkbox', { name: 'Mombasa', exact: true }).check();
      await towns.getByRole('checkbox', { name: 'Kisumu', exact: true }).check();
    });
    await expect.poll(() => params(page).get('location')).toBe('mombasa,kisumu');
    expect(await apiTotal(request, { location: 'mombasa,kisumu' })).toBeLessThan(await apiTotal(request, {}));
    await expectCountMatchesApi(page, request);
    expect(await historyLength(page)).toBe(start);
  });

  test('date preset (date, startDate, endDate)', { tag: BOTH }, async ({ page, request }, testInfo) => {
    await openListing(page);
    const start = await historyLength(page);
    await inFilters(page, testInfo, (panel) => panel.getByRole('radio', { name: 'This month', exact: true }).check());
    await expect.poll(() => params(page).get('date')).toBe('this-month');
    expect(params(page).get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(params(page).get('endDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectCountMatchesApi(page, request);
    await expect(chips(page)).toHaveText(['This month']);
    expect(await historyLength(page)).toBe(start);
  });

  test('price (minPrice, maxPrice)', async ({ page, request }, testInfo) => {
    await openListing(page);
    const start = await historyLength(page);
    await inFilters(page, testInfo, async (panel) => {
      await panel.getByLabel('Min price').selectOption({ label: '500' });
      await panel.getByLabel('Max price').selectOption({ label: '2,000' });
    });
    await expect.poll(() => `${params(page).get('minPrice')}-${params(page).get('maxPrice')}`).toBe('500-2000');
    await expectCountMatchesApi(page, request);
    await expect(chips(page)).toHaveText(['KES 500 – KES 2,000']);
    for (const price of await page.getByTestId('listing-grid').getByTestId('event-card-price').allTextContents()) {
      const n = Number(price.replace(/[^\d]/g, ''));
      expect(n >= 500 && n <= 2000, price).toBe(true);
    }
    expect(await historyLength(page)).toBe(start);
  });

  test('search (q), debounced 300 ms', async ({ page, request }) => {
    await page.clock.install();
    await openListing(page);
    // An installed clock still follows real time; pause it so only runFor moves the debounce.
    await page.clock.pauseAt(Date.now() + 60_000);
    const start = await historyLength(page);
    await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('jazz');
    await page.clock.runFor(200);
    expect(params(page).get('q')).toBeNull();
    await page.clock.runFor(150);
    await expect.poll(() => params(page).get('q')).toBe('jazz');
    await page.clock.resume(); // the results' own timers may run again
    await expectCountMatchesApi(page, request);
    await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('  ');
    await page.clock.runFor(400);
    await expect.poll(() => params(page).get('q')).toBeNull();
    expect(await historyLength(page)).toBe(start);
  });
});

test('a shared address restores the chips, the controls and the results', async ({ page, request }) => {
  const category = await idsByName(request, '/api/categories');
  const music = category('Music').id;
  const food = category('Food & Drink').id;
  await page.clock.setFixedTime(WEDNESDAY);
  const url = `/events?q=nairobi&categoryId=${music},${food}&location=nairobi,mombasa&startDate=2026-01-01&endDate=2027-12-31&minPrice=500&maxPrice=5000&sort=price-asc`;
  await openListing(page, url);
  await expect(chips(page)).toHaveText([
    '“nairobi”',
    'Music',
    'Food & Drink',
    'Nairobi',
    'Mombasa',
    'Jan 1 – Dec 31, 2027',
    'KES 500 – KES 5,000',
  ]);
  await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue('nairobi');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expectCountMatchesApi(page, request);
  expect(await apiTotal(request, params(page))).toBeGreaterThan(0);
  const sidebar = page.getByTestId('filters-sidebar');
  await expect(sidebar.getByRole('checkbox', { name: 'Music', exact: true })).toBeChecked();
  await expect(sidebar.getByRole('checkbox', { name: 'Mombasa', exact: true })).toBeChecked();
  await expect(sidebar.getByRole('radio', { name: 'Custom range', exact: true })).toBeChecked();
  await expect(sidebar.getByLabel('Start date')).toHaveValue('2026-01-01');
  await expect(sidebar.getByLabel('Min price')).toHaveValue('500');
  // Normalising the address changed nothing: the shared link is already canonical.
  expect(decodeURIComponent(pathAndQuery(page))).toBe(url);
});

test('removing a chip removes just that filter; "Clear all" resets to a clean /events', async ({ page, request }) => {
  const all = await apiTotal(request, {});
  await openListing(page, '/events?location=nairobi,mombasa&minPrice=500&date=this-month&sort=date-asc');
  const start = await historyLength(page);
  await expect(chips(page)).toHaveCount(4);

  await page.getByRole('button', { name: 'Remove location filter Mombasa' }).click();
  await expect.poll(() => params(page).get('location')).toBe('nairobi');
  await expectCountMatchesApi(page, request);

  await page.getByRole('button', { name: /^Remove price filter/ }).click();
  await expect.poll(() => params(page).get('minPrice')).toBeNull();
  await page.getByRole('button', { name: 'Remove date filter This month' }).click();
  await expect.poll(() => params(page).get('date')).toBeNull();
  expect(params(page).get('startDate')).toBeNull();
  await expect(chips(page)).toHaveText(['Nairobi']);

  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect.poll(() => pathAndQuery(page)).toBe('/events');
  await expect(chips(page)).toHaveCount(0);
  await expect(heading(page)).toHaveText(countText(all), RESULTS);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  expect(await historyLength(page)).toBe(start);
});

test("price: the spec's choices, '10,000+', and a chip only when min > 0 or max < 10000", async ({
  page,
}, testInfo) => {
  await openListing(page);
  await expect(chips(page)).toHaveCount(0);
  const check = async (panel: Locator) => {
    await expect(panel.getByLabel('Min price').locator('option')).toHaveText([
      'Free',
      '500',
      '1,000',
      '2,000',
      '3,000',
      '5,000',
    ]);
    await expect(panel.getByLabel('Max price').locator('option')).toHaveText([
      '1,000',
      '2,000',
      '3,000',
      '5,000',
      '7,500',
      '10,000+',
    ]);
    await expect(panel.getByLabel('Min price')).toHaveValue('0');
    await expect(panel.getByLabel('Max price')).toHaveValue('10000');
    await panel.getByLabel('Max price').selectOption({ label: '7,500' });
  };
  await inFilters(page, testInfo, check);
  await expect.poll(() => params(page).get('maxPrice')).toBe('7500');
  await expect(chips(page)).toHaveText(['Up to KES 7,500']);

  await inFilters(page, testInfo, (panel) => panel.getByLabel('Max price').selectOption({ label: '10,000+' }));
  await expect.poll(() => params(page).get('maxPrice')).toBeNull();
  await expect(page.getByTestId('filter-chip').filter({ hasText: 'KES' })).toHaveCount(0);

  await inFilters(page, testInfo, (panel) => panel.getByLabel('Min price').selectOption({ label: 'Free' }));
  await expect(chips(page)).toHaveCount(0);
  await inFilters(page, testInfo, (panel) => panel.getByLabel('Min price').selectOption({ label: '1,000' }));
  await expect.poll(() => params(page).get('minPrice')).toBe('1000');
  await expect(chips(page)).toHaveText(['KES 1,000+']);
});

test("custom range: 'Apply Custom Range' waits for both days, the end's minimum is the start", async ({
  page,
  request,
}, testInfo) => {
  await page.clock.setFixedTime(WEDNESDAY);
  await openListing(page, '/events?date=today');
  await expect(chips(page)).toHaveText(['Today']);
  await inFilters(page, testInfo, async (panel) => {
    const apply = panel.getByRole('button', { name: 'Apply Custom Range' });
    await expect(panel.getByRole('radio', { name: 'Today', exact: true })).toBeChecked();
    // Editing a day clears the preset's label: the selection moves to 'Custom range'.
    await panel.getByLabel('Start date').fill('2026-06-12');
    await expect(panel.getByRole('radio', { name: 'Custom range', exact: true })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Today', exact: true })).not.toBeChecked();
    await expect(panel.getByLabel('End date')).toHaveAttribute('min', '2026-06-12');
    await panel.getByLabel('End date').fill('');
    await expect(apply).toBeDisabled();
    await panel.getByLabel('Start date').fill('');
    await expect(apply).toBeDisabled();
    await panel.getByLabel('End date').fill('2026-06-20');
    await expect(apply).toBeDisabled();
    await panel.getByLabel('Start date').fill('2026-06-14');
    await expect(panel.getByLabel('End date')).toHaveAttribute('min', '2026-06-14');
    await expect(apply).toBeEnabled();
    await apply.click();
  });
  await expect
    .poll(() => `${params(page).get('startDate')}..${params(page).get('endDate')}`)
    .toBe('2026-06-14..2026-06-20');
  expect(params(page).get('date')).toBeNull();
  await expect(chips(page)).toHaveText(['Jun 14 – Jun 20']);
  await expectCountMatchesApi(page, request);
});

// Every preset's days are unit tests (date-presets.test.ts); here two of them through the page.
test('date presets are Nairobi days as of now (a Wednesday), and "Any date" clears them', async ({
  page,
}, testInfo) => {
  await page.clock.setFixedTime(WEDNESDAY);
  await openListing(page);
  const start = await historyLength(page);
  const cases: [string, string, string, string][] = [
    ['Tomorrow', 'tomorrow', '2026-06-11', '2026-06-11'],
    ['This weekend', 'this-weekend', '2026-06-13', '2026-06-14'],
  ];
  for (const [label, id, from, to] of cases) {
    await inFilters(page, testInfo, (panel) => panel.getByRole('radio', { name: label, exact: true }).check());
    await expect
      .poll(() => [params(page).get('date'), params(page).get('startDate'), params(page).get('endDate')])
      .toEqual([id, from, to]);
    await expect(chips(page)).toHaveText([label]);
  }
  await inFilters(page, testInfo, (panel) => panel.getByRole('radio', { name: 'Any date', exact: true }).check());
  await expect.poll(() => pathAndQuery(page)).toBe('/events');
  await expect(chips(page)).toHaveCount(0);
  expect(await historyLength(page)).toBe(start);
});

test('desktop: a sidebar with Categories, Type, Location, Date and Price; long lists scroll at a fixed height', async ({
  page,
}) => {
  await openListing(page);
  const sidebar = page.getByTestId('filters-sidebar');
  await expect(sidebar.locator('legend')).toHaveText(['Categories', 'Type', 'Location', 'Date', 'Price']);
  await expect(sidebar.getByRole('radio')).toHaveCount(7);
  await expect(sidebar.getByRole('radiogroup', { name: 'Date presets' }).locator('label')).toHaveText([
    'Any date',
    'Today',
    'Tomorrow',
    'This weekend',
    'This week',
    'This month',
    'Custom range',
  ]);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);
  for (const id of ['filter-categories', 'filter-locations']) {
    const list = sidebar.getByTestId(id).locator('ul');
    await expect(list).toHaveCSS('overflow-y', 'auto');
    await expect(list).toHaveCSS('max-height', '240px');
  }
  const towns = sidebar.getByTestId('filter-locations').locator('ul');
  expect(await towns.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
});

test(
  'phone: the Filters drawer has its title, subtitle, badge, Apply Filters and Clear Filters',
  { tag: PHONE },
  async ({ page, request }) => {
    const category = await idsByName(request, '/api/categories');
    await openListing(
      page,
      `/events?q=market&categoryId=${category('Music').id},${category('Film').id}&location=nairobi&maxPrice=5000&sort=date-desc`,
    );
    const start = await historyLength(page);
    const button = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(page.getByTestId('filters-sidebar')).toHaveCount(0);
    // Two categories, a town and a price range; search and sort live outside the drawer.
    await expect(button.getByTestId('filters-badge')).toHaveText('4');

    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expect(drawer.getByText('Refine your search results')).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: 'Music', exact: true })).toBeChecked();
    // Changes wait for 'Apply Filters': closing without applying keeps the address.
    await drawer.getByRole('checkbox', { name: 'Lamu', exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(params(page).get('location')).toBe('nairobi');

    await button.click();
    await expect(drawer.getByRole('checkbox', { name: 'Lamu', exact: true })).not.toBeChecked();
    await drawer.getByRole('checkbox', { name: 'Lamu', exact: true }).check();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => params(page).get('location')).toBe('nairobi,lamu');
    await expect(button.getByTestId('filters-badge')).toHaveText('5');
    await expectCountMatchesApi(page, request);

    await button.click();
    await drawer.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => pathAndQuery(page)).toBe('/events');
    await expect(button.getByTestId('filters-badge')).toHaveCount(0);
    await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue('');
    expect(await historyLength(page)).toBe(start);
  },
);
