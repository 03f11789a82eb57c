import { BOTH, expect, seriousAxeViolations, test } from './fixtures';

/**
 * No serious or critical accessibility violations on the pages every visitor sees. Home and the
 * event page are scanned at phone width too (tribe strip, menu button, bottom bar, floating buy
 * button); the listing's phone layout (filters drawer) is scanned in listing.spec.ts. Keyboard:
 * the main actions are reachable with Tab.
 */
const pages = [
  { name: 'home', path: '/', ready: 'main', tag: [BOTH] },
  { name: 'listing', path: '/events', ready: 'text=/events? found/', tag: [] },
  { name: 'event page', path: '/events/26', ready: 'h1', tag: [BOTH] },
  { name: '404', path: '/no-such-page', ready: 'text=404 Page Not Found', tag: [] },
];

for (const p of pages) {
  test(`${p.name} has no serious or critical axe violations`, { tag: p.tag }, async ({ page }) => {
    // Axe judges one still frame: with motion reduced the hero and carousels do not cross-fade,
    // so no frame is caught halfway through a fade (the product honours the setting).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(p.path);
    await page.locator(p.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('the main navigation and search are reachable by keyboard', async ({ page }) => {
  await page.goto('/events');
  await page.locator('text=/events? found/').first().waitFor();
  const reached = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      return `${el.tagName.toLowerCase()}|${el.getAttribute('href') ?? ''}|${el.getAttribute('placeholder') ?? ''}`;
    });
    reached.add(info);
  }
  const all = [...reached].join('\n');
  expect(all).toContain('|/events|');
  expect(all).toContain('Search for events, creators, or venues...');
});
