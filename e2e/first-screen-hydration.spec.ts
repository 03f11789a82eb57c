import type { Browser, Page } from '@playwright/test';
import { BOTH, appMounted, expect, test } from './fixtures';

/**
 * The landing pages' first screen is drawn by React on the server (decision 031) and taken over
 * by the browser (hydrated) as it is: the server's HTML, read with scripts off, says what the
 * hydrated page says; React reports no hydration mismatch; and nothing moves (CLS ≈ 0) from the
 * first paint until the page has settled, in English and in Kiswahili.
 */

/** React's words for a hydration that did not match (development) and their production codes. */
const HYDRATION_TROUBLE = /hydrat|did(n't| not) match|recoverable|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * Sums the page's layout shifts not caused by input, from its very first paint, until the home
 * headline's word first takes its turn (a timed change, after the page is there: not hydration's).
 */
const watchLayoutShifts = () => {
  const w = window as unknown as { __cls: number; __wordTurnedAt: number };
  w.__cls = 0;
  w.__wordTurnedAt = Infinity;
  new MutationObserver((records) => {
    // The parser's own insertions are not a turn.
    if (document.readyState === 'loading') return;
    const turned = records.some(
      (r) =>
        (r.target as Element).closest?.('[data-testid="hero-word"]') ??
        r.target.parentElement?.closest('[data-testid="hero-word"]'),
    );
    if (turned && w.__wordTurnedAt === Infinity) w.__wordTurnedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput && entry.startTime < w.__wordTurnedAt) w.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * Parts that change after the first screen by design, not by hydration: the home headline's word
 * and the phone's tribe strip take turns every few seconds, and the event's map is fetched once
 * the page is there.
 */
const CHANGES_LATER = [
  '[data-testid="hero-word"]',
  '[data-testid="mobile-tribe-strip"] ul',
  '[data-testid="event-map"]',
];

/** What a reader sees in the page's main part, spaces collapsed (CHANGES_LATER emptied first). */
const mainText = (page: Page) =>
  page
    .locator('main')
    .first()
    .evaluate((el: HTMLElement, later: string[]) => {
      el.querySelectorAll(later.join(',')).forEach((part) => part.replaceChildren());
      return el.innerText.replace(/\s+/g, ' ').trim();
    }, CHANGES_LATER);

/** The header's links and their words (the account control is filled in after hydration). */
const navText = (page: Page) =>
  page
    .getByRole('banner')
    .locator('nav')
    .first()
    .evaluate((el: HTMLElement) => el.innerText.replace(/\s+/g, ' ').trim());

async function serverPage(browser: Browser, url: string, lang: 'en' | 'sw', baseURL: string, viewport: object) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport as never });
  if (lang === 'sw') await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL }]);
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  return { page, close: () => context.close() };
}

for (const lang of ['en', 'sw'] as const) {
  test.describe(`the first screen in ${lang === 'en' ? 'English' : 'Kiswahili'}`, () => {
    const pages = (eventId: string) => [
      { name: 'home', url: '/' },
      { name: 'listing', url: '/events' },
      { name: 'event', url: `/events/${eventId}` },
    ];

    for (const which of ['home', 'listing', 'event'] as const) {
      test(`${which}: the server's text is the hydrated page's, without a mismatch or a shift ${BOTH}`, async ({
        browser,
        page,
        context,
        baseURL,
        catalogue,
        viewport,
      }) => {
        const event = catalogue.find('one-off event with a picture', (e) => e.eventType === 'one-off' && !!e.imageUrl);
        const { url } = pages(event.externalId).find((p) => p.name === which)!;

        const server = await serverPage(browser, url, lang, baseURL!, viewport ?? {});
        const serverMain = await mainText(server.page);
        const serverNav = await navText(server.page);
        await server.close();
        expect(serverMain.length).toBeGreaterThan(20);

        if (lang === 'sw') {
          await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL! }]);
          await context.addInitScript(() => localStorage.setItem('tribe.lang', 'sw'));
        }
        const trouble: string[] = [];
        page.on('console', (msg) => {
          if (msg.type() === 'error' && HYDRATION_TROUBLE.test(msg.text())) trouble.push(msg.text());
        });
        page.on('pageerror', (err) => {
          if (HYDRATION_TROUBLE.test(err.message)) trouble.push(err.message);
        });
        await page.addInitScript(watchLayoutShifts);
        await page.goto(url);
        await appMounted(page);
        // The page's own part hydrates once its code has come: wait for the network to settle.
        await page.waitForLoadState('networkidle');

        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(trouble).toEqual([]);
        expect(cls).toBeLessThan(0.01);
        expect(await navText(page)).toBe(serverNav);
        expect(await mainText(page)).toBe(serverMain);
      });
    }
  });
}
