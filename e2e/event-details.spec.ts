import {
  formatFullDate,
  formatInstantTime12,
  formatRecurringDays,
  formatTime12,
  isEventStarted,
  pastShowTimes,
  upcomingRecurringDates,
  upcomingShowTimes,
  type TEvent,
} from '@tribe/contracts';
import { BOTH, expect, openEvent, servedAsBuilt, settle, test } from './fixtures';

/**
 * The event page /events/{id} (spec section 2 "Event detail"; section 7 track-view and images;
 * section 8 share toasts; section 9 back-to-top 500px, map 300px/zoom 15). Events are picked from
 * the demo catalogue by shape through the API, so the tests follow the data rather than ids.
 */

const isPaidOneOff = (e: TEvent) =>
  e.eventType === 'one-off' &&
  e.paymentType !== 'external' &&
  !isEventStarted(e, new Date()) &&
  e.ticketTypes.length > 1 &&
  e.ticketTypes.some((t) => t.price > 0);

test.describe('loading and missing events', () => {
  test('shows a skeleton while the event loads, then the event', async ({ page, catalogue }) => {
    // The browser draws the page and asks for the event itself (decision 031).
    await servedAsBuilt(page);
    const event = catalogue.find('paid one-off event', isPaidOneOff);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/events/${event.externalId}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/events/${event.externalId}`);
    await expect(page.getByTestId('event-details-skeleton')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading event...' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('event-details-skeleton')).toHaveCount(0);
  });

  test("says 'Event not found' for an unknown id and goes back home", async ({ page }) => {
    await page.goto('/events/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
    await expect(page.getByText("The event you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page).toHaveTitle('Event not found | Tikiti');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('treats a failing API like a missing event', async ({ page, catalogue }) => {
    // The browser draws the page and asks for the event itself (decision 031).
    await servedAsBuilt(page);
    const event = catalogue.find('paid one-off event', isPaidOneOff);
    await page.route(`**/api/events/${event.externalId}`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`/events/${event.externalId}`);
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  });

  test('opens a legacy alias code as the same event', async ({ page, request }) => {
    const res = await request.get('/api/events/26');
    expect(res.ok()).toBeTruthy();
    const event = (await res.json()) as TEvent;
    expect(event.aliasCode).toMatch(/^[A-Za-z0-9]{6}$/);
    await page.goto(`/events/${event.aliasCode}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('event content', () => {
  test('shows badges, title, description, host, tickets and the page title', async ({ page, catalogue }) => {
    const event = catalogue.find(
      'paid one-off event with a category, subcategories and a host',
      (e) => isPaidOneOff(e) && e.category !== null && e.subcategories.length > 0 && e.host !== null,
    );
    await openEvent(page, event);
    await expect(page).toHaveTitle(`${event.title} | Tikiti`);
    const badges = page.getByRole('list', { name: 'Categories' });
    await expect(badges.getByRole('link', { name: event.category!.name, exact: true })).toBeVisible();
    for (const sub of event.subcategories) {
      await expect(badges.getByRole('link', { name: sub.name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Hosted by', { exact: true })).toBeVisible();
    await expect(page.getByText(event.host!.vendorName, { exact: true })).toBeVisible();
    const firstParagraph = event.description.split(/\n+/)[0]!.trim();
    await expect(page.getByText(firstParagraph, { exact: true })).toBeVisible();

    const tickets = page.getByRole('region', { name: 'Tickets', exact: true });
    for (const t of event.ticketTypes) {
      await expect(tickets.getByText(t.name, { exact: true })).toBeVisible();
    }
    const limited = event.ticketTypes.filter((t) => t.quantity !== null).length;
    await expect(tickets.getByText('Limited', { exact: true })).toHaveCount(limited);
  });

  test("shows a one-off event's full date and 12-hour times", async ({ page, catalogue }) => {
    const event = catalogue.find('paid one-off event', isPaidOneOff);
    await openEvent(page, event);
    const section = page.getByRole('region', { name: 'Date and time', exact: true });
    await expect(section.getByText(formatFullDate(event.startDate!, event.timeZone), { exact: true })).toBeVisible();
    const start = formatInstantTime12(event.startDate, event.timeZone)!;
    await expect(section.getByText(new RegExp(`^${start} – `))).toBeVisible();
  });

  test("shows a recurring event's days, times, from/to and at most 3 upcoming dates", async ({ page, catalogue }) => {
    const now = new Date();
    const event = catalogue.find(
      'recurring event with upcoming dates',
      (e) => e.eventType === 'recurring' && upcomingRecurringDates(e, now).length >= 3 && e.recurringDays.length > 0,
    );
    await openEvent(page, event);
    const section = page.getByRole('region', { name: 'Date and time', exact: true });
    await expect(section.getByText(formatRecurringDays(event.recurringDays), { exact: true })).toBeVisible();
    await expect(section.getByText(formatRecurringDays(event.recurringDays))).toHaveText(/^Every /);
    await expect(section.getByText(`From ${formatFullDate(event.recurringStartDate!)}`)).toBeVisible();
    await expect(section.getByText(`To ${formatFullDate(event.recurringEndDate!)}`)).toBeVisible();
    const expected = upcomingRecurringDates(event, now)
      .slice(0, 3)
      .map((o) => formatFullDate(o.date));
    const items = section.getByRole('list').last().getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const [i, date] of expected.entries()) await expect(items.nth(i)).toContainText(date);
    await expect(items.first()).toContainText(formatTime12(event.recurringStartTime ?? '12:00'));
  });

  test("shows a multiple-shows event's next show, first 3 times and all times on demand", async ({
    page,
    catalogue,
  }) => {
    const now = new Date();
    const event = catalogue.find(
      'multiple-shows event with more than 3 upcoming shows',
      (e) => e.eventType === 'multiple-shows' && upcomingShowTimes(e, now).length > 3,
    );
    const upcoming = upcomingShowTimes(event, now);
    await openEvent(page, event);
    const section = page.getByRole('region', { name: 'Date and time', exact: true });
    await expect(section.getByText('Next show', { exact: true })).toBeVisible();
    await expect(section.getByText(formatFullDate(upcoming[0]!.date)).first()).toBeVisible();
    const summary = section.getByRole('list');
    await expect(summary.getByRole('listitem')).toHaveCount(3);
    for (const [i, show] of upcoming.slice(0, 3).entries()) {
      await expect(summary.getByRole('listitem').nth(i)).toContainText(formatFullDate(show.date));
      await expect(summary.getByRole('listitem').nth(i)).toContainText(formatTime12(show.startTime));
    }
    await section.getByRole('button', { name: 'View All Show Times' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(upcoming.length);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test("shows 'No upcoming shows' and the past times when every show is over", async ({ page, catalogue }) => {
    const now = new Date();
    const event = catalogue.find(
      'multiple-shows event whose shows are all past',
      (e) => e.eventType === 'multiple-shows' && e.showTimes.length > 0 && upcomingShowTimes(e, now).length === 0,
    );
    await openEvent(page, event);
    const section = page.getByRole('region', { name: 'Date and time', exact: true });
    await expect(section.getByText('No upcoming shows', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'View All Show Times' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Past show times')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(pastShowTimes(event, now).length);
  });
});

test.describe('image carousel', () => {
  test('shows the main and extra images without duplicates, with arrows, dots and keys', async ({ page, request }) => {
    const event = (await (await request.get('/api/events/26')).json()) as TEvent;
    const images = (await (await request.get('/api/events/26/images')).json()) as { imageUrl: string }[];
    const unique = [...new Set([event.imageUrl, ...images.map((i) => i.imageUrl)])].filter(
      (u): u is string => !!u && (u.startsWith('/') || u.startsWith('http')),
    );
    expect(unique.length).toBeGreaterThan(1);
    await page.goto('/events/26');
    const carousel = page.getByRole('region', { name: `${event.title} images` });
    await expect(carousel.getByRole('button', { name: /^Show image \d+$/ })).toHaveCount(unique.length);
    const first = carousel.getByRole('button', { name: 'Show image 1' });
    const second = carousel.getByRole('button', { name: 'Show image 2' });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(first).toHaveAttribute('aria-current', 'true');
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByRole('button', { name: `Show image ${unique.length}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('swaps a failing image for the placeholder', async ({ page, catalogue }) => {
    const event = catalogue.find(
      'paid one-off event with an image',
      (e) => isPaidOneOff(e) && !!e.imageUrl?.startsWith('/'),
    );
    await page.route(`**${event.imageUrl!}`, (route) => route.fulfill({ status: 404, body: '' }));
    await openEvent(page, event);
    await expect(page.getByRole('img', { name: event.title, exact: true })).toHaveAttribute(
      'src',
      '/images/placeholder-event.webp',
    );
  });
});

test.describe('location and map', () => {
  test('without a maps key shows a 300px static map with the directions link', async ({ page, catalogue }) => {
    const event = catalogue.find('paid one-off event with coordinates', (e) => isPaidOneOff(e) && e.latitude !== null);
    await openEvent(page, event);
    const directions = page.getByRole('link', { name: 'Get directions', exact: true });
    await expect(directions).toHaveCount(1);
    await expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${event.latitude},${event.longitude}`,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    const map = page.getByTestId('event-map');
    await map.scrollIntoViewIfNeeded();
    expect((await map.boundingBox())?.height).toBe(300);
    await expect(map).toContainText(event.location!);
  });

  test('shows no map and no directions without coordinates', async ({ page, catalogue }) => {
    const event = catalogue.find('event without coordinates', (e) => e.latitude === null || e.longitude === null);
    await openEvent(page, event);
    await expect(page.getByTestId('event-map')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get directions', exact: true })).toHaveCount(0);
  });

  test.describe('with a maps key', () => {
    // The key is given to the page only (the server under test has none), so the server's
    // Content-Security-Policy, which opens Google's hosts exactly when a key is configured, would
    // block the stand-in script. That policy is tested at the API level with the key set.
    test.use({ bypassCSP: true });

    test('with a maps key loads Google Maps once: zoom 15, centred on the event, marker and info window', async ({
      page,
      catalogue,
    }) => {
      const event = catalogue.find(
        'paid one-off event with coordinates',
        (e) => isPaidOneOff(e) && e.latitude !== null,
      );
      await page.route('**/api/config', async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, json: { ...(await res.json()), googleMapsApiKey: 'test-maps-key' } });
      });
      let releaseScript: () => void = () => {};
      const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
      const scriptUrls: string[] = [];
      // A tiny stand-in for the Maps API that records what the page asks of it.
      await page.route('https://maps.googleapis.com/**', async (route) => {
        scriptUrls.push(route.request().url());
        await scriptHeld;
        await route.fulfill({
          contentType: 'text/javascript',
          body: `window.__maps = { maps: [], markers: [], infos: [] };
            window.google = { maps: {
              Map: function (el, opts) { window.__maps.maps.push(opts); el.setAttribute('data-fake-map', '1'); },
              Marker: function (opts) { window.__maps.markers.push({ position: opts.position, title: opts.title }); this.addListener = function () {}; },
              InfoWindow: function (opts) { var info = { text: opts.content.textContent, opened: false }; window.__maps.infos.push(info); this.open = function () { info.opened = true; }; },
            } };
            var cb = new URL(document.currentScript.src).searchParams.get('callback'); window[cb]();`,
        });
      });
      await openEvent(page, event);
      // The live map replaces the 'config loading' placeholder: scroll to the map itself.
      await page.getByRole('region', { name: /^Map of / }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('event-map').getByText('Loading map...')).toBeVisible();
      releaseScript();
      await expect(page.getByTestId('event-map').getByText('Loading map...')).toHaveCount(0);
      const maps = await page.evaluate(() => (window as unknown as { __maps: unknown }).__maps);
      expect(maps).toEqual({
        maps: [expect.objectContaining({ zoom: 15, center: { lat: event.latitude, lng: event.longitude } })],
        markers: [{ position: { lat: event.latitude, lng: event.longitude }, title: event.title }],
        infos: [{ text: `${event.title}${event.location}`, opened: true }],
      });
      expect(scriptUrls).toHaveLength(1);
      expect(scriptUrls[0]).toContain('key=test-maps-key');
      expect(scriptUrls[0]).toContain('libraries=places');
      expect((await page.getByTestId('event-map').boundingBox())?.height).toBe(300);
      await expect(page.locator('script[src*="maps.googleapis.com"]')).toHaveCount(1);
    });
  });

  test('a maps script failure is only logged and the static map takes over', async ({ page, catalogue }) => {
    const event = catalogue.find('paid one-off event with coordinates', (e) => isPaidOneOff(e) && e.latitude !== null);
    await page.route('**/api/config', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), googleMapsApiKey: 'test-maps-key' } });
    });
    await page.route('https://maps.googleapis.com/**', (route) => route.abort());
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await openEvent(page, event);
    await expect(
      page.getByTestId('event-map').getByRole('link', { name: 'Get directions', exact: true }),
    ).toBeVisible();
    expect(errors.some((e) => e.includes('Failed to load Google Maps'))).toBe(true);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveCount(0);
  });
});

test.describe('tracking', () => {
  test('sends one track-view with the event id, source and referrer', async ({ page, catalogue }) => {
    const event = catalogue.find('paid one-off event', isPaidOneOff);
    const views: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events/track-view') && r.method() === 'POST') views.push(r.postDataJSON());
    });
    const first = page.waitForRequest((r) => r.url().endsWith('/api/events/track-view') && r.method() === 'POST');
    await page.goto(`/events/${event.externalId}`, { referer: 'http://example.com/' });
    const req = await first;
    expect(req.postDataJSON()).toEqual({
      eventId: event.id,
      source: 'event_details_page',
      referrer: 'http://example.com/',
    });
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 15_000 });
    await settle(page);
    expect(views).toHaveLength(1);
  });

  test('tracking failures are never shown to the visitor', async ({ page, catalogue }) => {
    const event = catalogue.find('paid one-off event', isPaidOneOff);
    await page.route('**/api/events/track-*', (route) => route.fulfill({ status: 500, body: 'down' }));
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/events/track-view') && r.status() === 500);
    await openEvent(page, event);
    await failed;
    const clickFailed = page.waitForResponse((r) => r.url().endsWith('/api/events/track-click') && r.status() === 500);
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    await clickFailed;
    await expect(page.getByRole('dialog', { name: 'Select Tickets' })).toBeVisible();
    await settle(page);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveCount(0);
  });
});

test.describe('page tools', () => {
  test('shows a back-to-top button only after scrolling past 500px', async ({ page, catalogue }) => {
    const event = catalogue.find('paid one-off event', isPaidOneOff);
    await openEvent(page, event);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 450));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await settle(page);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 650));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('share without the share sheet copies the link', async ({ page, context, catalogue }) => {
    const event = catalogue.find('paid one-off event', isPaidOneOff);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await openEvent(page, event);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    await expect(page.getByText('Event link has been copied to clipboard.', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('share uses the share sheet when there is one', async ({ page, catalogue }) => {
    const event = catalogue.find('paid one-off event', isPaidOneOff);
    await page.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: unknown) => void w.shared.push(data),
        configurable: true,
      });
    });
    await openEvent(page, event);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Shared successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('Event has been shared.', { exact: true })).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared);
    expect(shared[0]?.url).toBe(page.url());
  });

  test('a failing share sheet says so, a dismissed one says nothing', async ({ page, catalogue }) => {
    const event = catalogue.find('paid one-off event', isPaidOneOff);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async () => {
          const mode = (window as unknown as { shareMode?: string }).shareMode;
          throw mode === 'abort' ? new DOMException('dismissed', 'AbortError') : new Error('nope');
        },
        configurable: true,
      });
    });
    await openEvent(page, event);
    await page.evaluate(() => ((window as unknown as { shareMode?: string }).shareMode = 'abort'));
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await settle(page);
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { shareMode?: string }).shareMode = 'fail'));
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Sharing failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to share event. Try copying the URL manually.', { exact: true })).toBeVisible();
  });

  test(
    'phones get the bottom bar and a floating buy button; desktops the side card',
    { tag: BOTH },
    async ({ page, catalogue }, testInfo) => {
      const event = catalogue.find('paid one-off event', isPaidOneOff);
      await openEvent(page, event);
      const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
      if (testInfo.project.name === 'phone') {
        const links = [
          ['Home', '/'],
          ['Events', '/events'],
          ['Tickets', '/profile?tab=tickets'],
          ['Saved', '/saved'],
          ['Account', '/account'],
        ];
        for (const [name, href] of links)
          await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
        const buy = page.getByRole('button', { name: 'Get Tickets' });
        await expect(buy).toBeVisible();
        const [buyBox, barBox] = [await buy.boundingBox(), await bar.boundingBox()];
        expect(buyBox!.y + buyBox!.height).toBeLessThanOrEqual(barBox!.y);
        await expect(page.getByRole('complementary', { name: 'Tickets' })).toHaveCount(0);
      } else {
        await expect(bar).toHaveCount(0);
        const card = page.getByRole('complementary', { name: 'Tickets' });
        await expect(card.getByRole('button', { name: 'Get Tickets' })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 900));
        await expect(card).toBeInViewport();
      }
    },
  );
});

test.describe('in another browser time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("times stay in the event's zone (Africa/Nairobi)", async ({ page, catalogue }) => {
    const now = new Date();
    const oneOff = catalogue.find('paid one-off event', isPaidOneOff);
    await openEvent(page, oneOff);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    const section = page.getByRole('region', { name: 'Date and time', exact: true });
    await expect(section.getByText(formatFullDate(oneOff.startDate!, 'Africa/Nairobi'), { exact: true })).toBeVisible();
    const start = formatInstantTime12(oneOff.startDate, 'Africa/Nairobi')!;
    await expect(section.getByText(new RegExp(`^${start} – `))).toBeVisible();

    const shows = catalogue.find(
      'multiple-shows event with upcoming shows',
      (e) => e.eventType === 'multiple-shows' && upcomingShowTimes(e, now).length > 0,
    );
    await openEvent(page, shows);
    const next = upcomingShowTimes(shows, now)[0]!;
    const showSection = page.getByRole('region', { name: 'Date and time', exact: true });
    await expect(showSection.getByText(formatTime12(next.startTime)).first()).toBeVisible();
    await expect(showSection.getByText(formatFullDate(next.date)).first()).toBeVisible();
  });
});
