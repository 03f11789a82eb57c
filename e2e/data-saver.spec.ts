import { appMounted, expect, openEvent, test } from './fixtures';

/**
 * The data saver (issue 20, item 5) as Chrome on Android turns it on: every request carries
 * `Save-Data: on`. The server tells the app, which then starts no slideshow, fetches small
 * copies of pictures, and loads no maps script until asked.
 */
test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

test('home with Save-Data: on: no carousel or hero autoplay, small pictures only, controls still work', async ({
  page,
}) => {
  const pictures: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image') pictures.push(new URL(req.url()).pathname);
  });
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/');
  for (let i = 0; i < 400 && !(await page.getByTestId('hero-event').isVisible()); i++) await page.clock.runFor(20);
  await appMounted(page);
  const slides = page.getByTestId('carousel-slide');
  await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
  const heroTitle = await page.getByTestId('hero-event').getByTestId('hero-event-title').textContent();
  const word = await page.getByTestId('hero-word').textContent();

  // Well past the spec's 3 s and 4 s timings: nothing has moved.
  await page.clock.runFor(13_000);
  await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('hero-event').getByTestId('hero-event-title')).toHaveText(heroTitle!);
  await expect(page.getByTestId('hero-word')).toHaveText(word!);
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

  // The carousel's first picture only, as a small copy; no full-size event or carousel picture.
  expect(pictures.filter((p) => p.includes('/carousel/'))).toEqual(['/img/480/images/carousel/slide-01.webp']);
  expect(pictures.filter((p) => p.startsWith('/images/events/') || p.startsWith('/images/carousel/'))).toEqual([]);

  // The controls still work: Next shows (and only then fetches) the second slide.
  await page.getByTestId('home-carousel').getByRole('button', { name: 'Next slide' }).click();
  await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
  await expect.poll(() => pictures).toContain('/img/480/images/carousel/slide-02.webp');

  // The footer's switch says the saver is on.
  await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'true');
});

test.describe('event page with Save-Data: on and a maps key', () => {
  // The key is given to the page only (see event-details.spec.ts): the server's policy would block the stand-in.
  test.use({ bypassCSP: true });

  test('loads no maps script until Show map is pressed', async ({ page, catalogue }) => {
    const event = catalogue.find('event with coordinates', (e) => e.latitude !== null && e.longitude !== null);
    await page.route('**/api/config', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), googleMapsApiKey: 'test-maps-key' } });
    });
    const scriptUrls: string[] = [];
    await page.route('https://maps.googleapis.com/**', async (route) => {
      scriptUrls.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: '/* stand-in */' });
    });
    await openEvent(page, event);
    await appMounted(page);
    const showMap = page.getByRole('button', { name: 'Show map' });
    await showMap.scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${event.latitude},${event.longitude}`,
    );
    await page.waitForTimeout(500);
    expect(scriptUrls).toEqual([]);
    await expect(page.locator('script[src*="maps.googleapis.com"]')).toHaveCount(0);

    await showMap.click();
    await expect.poll(() => scriptUrls.length).toBe(1);
    await expect(page.getByTestId('event-map')).toBeVisible();
  });
});
