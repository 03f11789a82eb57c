import type { Locator, Page, Route } from '@playwright/test';
import { BOTH, PHONE, appMounted, expect, isPhone, servedAsBuilt, settle, signIn, test, ATTENDEE } from './fixtures';

/**
 * Home (spec section 2, "Home (/)"): section order, the timed hero / carousel / tribe strip,
 * search, explore by category, featured, promo and tribes. Timings use page.clock.
 */

type ApiEvent = { id: number; title: string; views: number; categoryId: number | null };

/**
 * Opens a page with fake time that only moves when the test says so. The clock is paused before
 * the page loads and nudged 20 ms at a time until `ready` shows, so the page's timers start within
 * 20 ms of "now" and later runFor calls are exact.
 */
async function openWithPausedClock(page: Page, path: string, ready: (page: Page) => Locator) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(path);
  for (let i = 0; i < 400 && !(await ready(page).first().isVisible()); i++) await page.clock.runFor(20);
  await expect(ready(page).first()).toBeVisible();
}

/**
 * Advances fake time in steps and returns the times (ms after the start) at which `read`
 * changed.
 */
async function changeTimes(page: Page, read: () => Promise<string>, totalMs: number, stepMs = 500) {
  const changes: number[] = [];
  let last = await read();
  for (let t = stepMs; t <= totalMs; t += stepMs) {
    await page.clock.runFor(stepMs);
    await settle(page);
    const now = await read();
    if (now !== last) changes.push(t);
    last = now;
  }
  return changes;
}

const activeSlide = (page: Page) =>
  page
    .getByTestId('carousel-slide')
    .evaluateAll((els) => String(els.findIndex((el) => el.getAttribute('data-active') === 'true')));

test('sections come in the spec order', { tag: BOTH }, async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.locator('[data-section="tribes"]')).toBeAttached();
  const order = await page
    .locator('main [data-section]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
  expect(order).toEqual(['hero', 'tribe-strip', 'carousel', 'search', 'explore', 'featured', 'host-promo', 'tribes']);
  await expect(page.locator('#find-your-tribe-section')).toHaveAttribute('data-section', 'tribes');
  // The tribe strip is for phones only.
  if (isPhone(testInfo)) await expect(page.getByTestId('mobile-tribe-strip')).toBeVisible();
  else await expect(page.getByTestId('mobile-tribe-strip')).toBeHidden();
  // Visible sections are laid out top to bottom in the same order.
  const tops: number[] = [];
  for (const name of ['hero', 'carousel', 'search', 'explore', 'featured', 'host-promo', 'tribes']) {
    const box = await page.locator(`[data-section="${name}"]`).boundingBox();
    tops.push(box?.y ?? -1);
  }
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
});

test('the hero word toggles Find / Create every 3 s', async ({ page }) => {
  await openWithPausedClock(page, '/', (p) => p.getByTestId('hero-word'));
  const word = page.getByTestId('hero-word');
  await expect(word).toHaveText('Find');
  await page.clock.runFor(2900);
  await settle(page);
  await expect(word).toHaveText('Find');
  await page.clock.runFor(100);
  await expect(word).toHaveText('Create');
  await page.clock.runFor(2900);
  await settle(page);
  await expect(word).toHaveText('Create');
  await page.clock.runFor(100);
  await expect(word).toHaveText('Find');
});

test('the hero shows the top 3 events by views and rotates them every 4 s', async ({ page, request }) => {
  const res = await request.get('/api/events?sort=relevance&limit=3');
  const top = (await res.json()) as ApiEvent[];
  expect(top).toHaveLength(3);
  expect(top[0]!.views).toBeGreaterThanOrEqual(top[1]!.views);
  expect(top[1]!.views).toBeGreaterThanOrEqual(top[2]!.views);

  await openWithPausedClock(page, '/', (p) => p.getByTestId('hero-event'));
  const options = page.getByTestId('hero-event-option');
  await expect(options).toHaveCount(3);
  for (const [i, event] of top.entries()) await expect(options.nth(i)).toHaveText(event.title);

  const title = page.getByTestId('hero-event').getByTestId('hero-event-title');
  await expect(title).toHaveText(top[0]!.title);
  await page.clock.runFor(3900);
  await settle(page);
  await expect(title).toHaveText(top[0]!.title);
  await page.clock.runFor(100);
  await expect(title).toHaveText(top[1]!.title);
  await page.clock.runFor(4000);
  await expect(title).toHaveText(top[2]!.title);
  await page.clock.runFor(4000);
  await expect(title).toHaveText(top[0]!.title);
  // Picking one from the list shows it.
  await options.nth(2).click();
  await expect(title).toHaveText(top[2]!.title);
  // The active tile links to its event.
  await expect(page.getByTestId('hero-event')).toHaveAttribute('href', /^\/events\/.+/);
});

test('the carousel has 11 slides, advances every 4 s and has working controls', async ({ page }) => {
  await openWithPausedClock(page, '/', (p) => p.getByTestId('carousel-slide'));
  const slides = page.getByTestId('carousel-slide');
  await expect(slides).toHaveCount(11);
  await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
  await page.clock.runFor(3900);
  await settle(page);
  expect(await activeSlide(page)).toBe('0');
  await page.clock.runFor(100);
  await expect.poll(() => activeSlide(page)).toBe('1');
  await page.clock.runFor(4000);
  await expect.poll(() => activeSlide(page)).toBe('2');
  await expect(slides.nth(2).locator('img')).toHaveAttribute('alt', /.+/);
  const before = Number(await activeSlide(page));

  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => activeSlide(page)).toBe(String((before + 1) % 11));
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(() => activeSlide(page)).toBe(String(before));
  await page.getByRole('button', { name: 'Go to slide 6' }).click();
  await expect.poll(() => activeSlide(page)).toBe('5');
});

test('the carousel pauses while hovered or focused, and with its pause button', async ({ page }) => {
  await openWithPausedClock(page, '/', (p) => p.getByTestId('carousel-slide'));
  await page.getByTestId('home-carousel').hover();
  await page.clock.runFor(8000);
  await settle(page);
  expect(await activeSlide(page)).toBe('0');
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.getByRole('button', { name: 'Play slideshow' }).blur();
  await page.mouse.move(0, 0);
  await page.clock.runFor(8000);
  await settle(page);
  expect(await activeSlide(page)).toBe('0');
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await page.getByRole('button', { name: 'Pause slideshow' }).blur();
  await page.mouse.move(0, 0);
  await page.clock.runFor(4000);
  await expect.poll(() => activeSlide(page)).toBe('1');
});

test('carousel images are preloaded one at a time, 500 ms apart', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    const m = /\/images\/carousel\/(slide-\d+)\.webp/.exec(r.url());
    if (m && !requested.includes(m[1]!)) requested.push(m[1]!);
  });
  await openWithPausedClock(page, '/', (p) => p.getByTestId('carousel-slide'));
  // Real time passes while the page's clock stands still: a request the page started early would
  // reach the network in this time, and none may.
  await page.waitForTimeout(300);
  // Only the first image right away; then one more every 500 ms.
  expect(requested).toEqual(['slide-01']);
  await page.clock.runFor(500);
  await expect.poll(() => requested.length).toBe(2);
  await page.clock.runFor(400);
  await page.waitForTimeout(300);
  expect(requested.length).toBe(2);
  await page.clock.runFor(100);
  await expect.poll(() => requested.length).toBe(3);
  await page.clock.runFor(4000);
  await expect.poll(() => requested.length).toBe(11);
  expect(requested).toEqual(Array.from({ length: 11 }, (_, i) => `slide-${String(i + 1).padStart(2, '0')}`));
});

test('a failing carousel image only warns and its slide is skipped', async ({ page }) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error' && !m.text().includes('401')) errors.push(m.text());
  });
  await page.route('**/images/carousel/slide-02.webp', (route) => route.fulfill({ status: 404, body: '' }));
  await openWithPausedClock(page, '/', (p) => p.getByTestId('carousel-slide'));
  await page.clock.runFor(1000);
  await expect.poll(() => warnings.some((w) => w.includes('slide-02'))).toBe(true);
  await expect(page.getByTestId('carousel-slide').nth(1)).toHaveAttribute('data-failed', 'true');
  expect(await activeSlide(page)).toBe('0');
  await page.clock.runFor(3000);
  await expect.poll(() => activeSlide(page)).toBe('2');
  // The page itself is fine: no placeholder text, other slides still show.
  await expect(page.getByTestId('carousel-slide').nth(2).locator('img')).toBeAttached();
  // Apart from the browser's own network line for the 404, the failure is no console error.
  expect(errors.filter((e) => /carousel|slide-02/i.test(e) && !e.startsWith('Failed to load resource'))).toEqual([]);
});

test('the mobile tribe strip shows 4 tribes and advances every 3 s', { tag: PHONE }, async ({ page }) => {
  await openWithPausedClock(page, '/', (p) => p.getByTestId('tribe-strip-item'));
  const items = page.getByTestId('tribe-strip-item');
  await expect(items).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(items.nth(i)).toBeVisible();
  const ids = () => items.evaluateAll((els) => els.map((el) => el.getAttribute('data-tribe-id')).join(','));
  const first = await ids();
  await page.clock.runFor(2900);
  await settle(page);
  expect(await ids()).toBe(first);
  await page.clock.runFor(100);
  await expect.poll(ids).not.toBe(first);
  const second = await ids();
  // It moves one step: the old second tribe is now first.
  expect(second.split(',')[0]).toBe(first.split(',')[1]);
  await expect(items).toHaveCount(4);
  const changes = await changeTimes(page, ids, 7000);
  expect(changes[1]! - changes[0]!).toBe(3000);
  await expect(items.first().getByRole('link')).toHaveAttribute('target', '_blank');
});

test('search does nothing for blank text and goes to /events?search= otherwise', async ({ page }) => {
  // The listing may rewrite its own address after arriving, so record where the search went.
  await page.addInitScript(() => {
    const w = window as unknown as { __pushed: string[] };
    w.__pushed = [];
    const push = history.pushState.bind(history);
    history.pushState = (data, unused, url) => {
      if (url) w.__pushed.push(String(url));
      push(data, unused, url);
    };
  });
  const pushed = () => page.evaluate(() => (window as unknown as { __pushed: string[] }).__pushed);
  await page.goto('/');
  const input = page.getByRole('searchbox', { name: 'Search events' });
  await input.fill('   ');
  await input.press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await settle(page);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).search).toBe('');
  expect(await pushed()).toEqual([]);

  await input.fill('jazz');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/events\?/);
  expect(await pushed()).toEqual(['/events?search=jazz']);

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search events' }).fill(' live & loud ');
  await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
  await expect(page).toHaveURL(/\/events\?/);
  expect(await pushed()).toEqual(['/events?search=live%20%26%20loud']);
});

test('explore shows at most 6 upcoming events by views and filters by category', async ({ page, request }) => {
  const all = (await (await request.get('/api/events?upcoming=1&sort=relevance&limit=6')).json()) as ApiEvent[];
  const categories = (await (await request.get('/api/categories')).json()) as { id: number; name: string }[];
  await page.goto('/');
  const section = page.getByTestId('explore-section');
  const cards = section.getByTestId('event-card');
  await expect(cards).toHaveCount(Math.min(all.length, 6));
  await expect(section.getByTestId('event-card-title')).toHaveText(all.map((e) => e.title));

  // A category that has events: the pills set categoryId (no history entry) and the list follows.
  let chosen: { id: number; name: string } | undefined;
  let expected: ApiEvent[] = [];
  for (const c of categories) {
    expected = (await (
      await request.get(`/api/events?categoryId=${c.id}&upcoming=1&sort=relevance&limit=6`)
    ).json()) as ApiEvent[];
    if (expected.length > 0 && expected.map((e) => e.title).join() !== all.map((e) => e.title).join()) {
      chosen = c;
      break;
    }
  }
  expect(chosen).toBeDefined();
  const historyBefore = await page.evaluate(() => history.length);
  await section.getByRole('button', { name: chosen!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]categoryId=${chosen!.id}(&|$)`));
  await expect(section.getByRole('button', { name: chosen!.name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(section.getByTestId('event-card-title')).toHaveText(expected.map((e) => e.title));
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  await expect(section.getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    `/events?categoryId=${chosen!.id}`,
  );

  await section.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).not.toHaveURL(/categoryId=/);
  await expect(section.getByTestId('event-card-title')).toHaveText(all.map((e) => e.title));
  await expect(section.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/events');

  // The address drives the section too.
  await page.goto(`/?categoryId=${chosen!.id}`);
  await expect(page.getByTestId('explore-section').getByTestId('event-card-title')).toHaveText(
    expected.map((e) => e.title),
  );
});

/** Answers the explore request (upcoming=1) with an empty list; other event lists go through. */
async function emptyExplore(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/events' && url.searchParams.get('upcoming') === '1',
    (route: Route) => route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }),
  );
}

test('explore shows the spec empty texts, with and without a category', async ({ page }) => {
  // The browser draws the page and asks for its lists itself (decision 031).
  await servedAsBuilt(page);
  await emptyExplore(page);
  await page.goto('/');
  const section = page.getByTestId('explore-section');
  await expect(section.getByRole('heading', { name: 'No events available yet' })).toBeVisible();
  await expect(section.getByText('Be the first to create an event on the product!', { exact: true })).toBeVisible();

  await page.goto('/?categoryId=1');
  await expect(section.getByRole('heading', { name: 'No events available yet' })).toBeVisible();
  await expect(section.getByText('No events found in this category.', { exact: true })).toBeVisible();
  await expect(section.getByText('Be the first to create an event on the product!')).toHaveCount(0);
});

test('explore shows 6 skeleton cards while loading', async ({ page }) => {
  // The browser draws the page and asks for its lists itself (decision 031).
  await servedAsBuilt(page);
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(
    (url) => url.pathname === '/api/events' && url.searchParams.get('upcoming') === '1',
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  await page.goto('/');
  await expect(page.getByTestId('explore-section').getByTestId('event-card-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByTestId('explore-section').getByTestId('event-card-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('explore-section').getByTestId('event-card').first()).toBeVisible();
});

test('featured events list the featured API and show the empty text when there are none', async ({ page, request }) => {
  // The browser draws the page and asks for its lists itself (decision 031).
  await servedAsBuilt(page);
  const featured = (await (await request.get('/api/events/featured')).json()) as ApiEvent[];
  await page.goto('/');
  const section = page.getByTestId('featured-section');
  await expect(section.getByRole('heading', { name: /Featured events/ })).toBeVisible();
  await expect(section.getByTestId('event-card-title')).toHaveText(featured.map((e) => e.title));

  await page.route('**/api/events/featured', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  await expect(
    page.getByTestId('featured-section').getByText('No featured events available at the moment.', { exact: true }),
  ).toBeVisible();
});

test('Create Event sends a signed-out visitor to host signup', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('link', { name: 'Create Event' });
  await expect(button).toHaveAttribute('href', '/auth/signup?type=host');
  await button.click();
  await expect(page).toHaveURL(/\/auth\/signup\?type=host$/);
});

test('Create Event sends a signed-in non-host to onboarding and a ready host to create-event', async ({ page }) => {
  await signIn(page, ATTENDEE);
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/host\/onboarding$/);

  await page.unroute('**/api/auth/me');
  await signIn(page, { ...ATTENDEE, isHost: true });
  await page.route('**/api/auth/host-status', (route) =>
    route.fulfill({ json: { success: true, isHost: true, needsOnboarding: false, onboardingComplete: true } }),
  );
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/host\/create-event$/);

  // Host-status failure: onboarding.
  await page.unroute('**/api/auth/host-status');
  await page.route('**/api/auth/host-status', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/host\/onboarding$/);
});

test('the promo links to /host and the tribe section links to each chat in a new tab', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Planning an event?' })).toBeVisible();
  await expect(page.getByTestId('host-promo-link')).toHaveAttribute('href', '/host');

  const section = page.locator('#find-your-tribe-section');
  await expect(section.getByRole('heading', { name: 'Find your tribe', level: 2 })).toBeVisible();
  const cards = section.getByTestId('tribe-card');
  await expect(cards).toHaveCount(8);
  const joins = section.getByTestId('tribe-join');
  await expect(joins).toHaveCount(8);
  const links = await joins.evaluateAll((els) =>
    els.map((el) => ({
      href: el.getAttribute('href'),
      target: el.getAttribute('target'),
      rel: el.getAttribute('rel'),
      text: el.textContent,
    })),
  );
  for (const link of links) {
    expect(link.href).toMatch(/^https:\/\//);
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
    expect(link.text).toContain('Join');
  }
  expect(new Set(links.map((l) => l.href)).size).toBe(8);
  const texts = await cards.allInnerTexts();
  for (const text of texts) expect(text).toMatch(/[\d,]+ members/);
  expect(await cards.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')))).toEqual(
    Array(8).fill('lazy'),
  );
  await expect(cards.first()).toContainText('Nairobi Runners');
});

test('arriving at /#find-your-tribe-section scrolls to the tribes', async ({ page }) => {
  await page.goto('/#find-your-tribe-section');
  await expect(page.locator('#find-your-tribe-section')).toBeInViewport();
});

test('the home timers are cleared when leaving the page', { tag: BOTH }, async ({ page }) => {
  // Count live 3 s / 4 s intervals (the hero, carousel and tribe strip timings).
  await page.addInitScript(() => {
    const live = new Map<number, number>();
    const w = window as unknown as { __liveIntervals: () => number[] };
    const set = window.setInterval.bind(window);
    const clear = window.clearInterval.bind(window);
    window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = set(fn, ms, ...args);
      live.set(id, ms ?? 0);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) live.delete(id);
      clear(id);
    }) as typeof window.clearInterval;
    w.__liveIntervals = () => [...live.values()].filter((ms) => ms === 3000 || ms === 4000);
  });
  await page.goto('/');
  await expect(page.getByTestId('hero-event')).toBeVisible();
  await appMounted(page);
  const live = () =>
    page.evaluate(() => (window as unknown as { __liveIntervals: () => number[] }).__liveIntervals().length);
  // Hero word (3 s), hero events (4 s), carousel (4 s), and on phones the tribe strip (3 s).
  expect(await live()).toBeGreaterThanOrEqual(3);
  // Leave through an in-app link to a static page (no full reload, so leaked timers would survive).
  await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect.poll(live).toBe(0);
});
