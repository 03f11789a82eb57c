import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * No serious or critical accessibility violations on the pages every visitor sees, at both
 * widths. Keyboard: the main actions are reachable with Tab.
 */
const pages = [
  { name: 'home', path: '/', ready: 'main' },
  { name: 'listing', path: '/events', ready: 'text=/events? found/' },
  { name: 'event page', path: '/events/26', ready: 'h1' },
  { name: '404', path: '/no-such-page', ready: 'text=404 Page Not Found' },
];

for (const p of pages) {
  test(`${p.name} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(p.path);
    await page.locator(p.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      ),
    ).toEqual([]);
  });
}

test('the main navigation and search are reachable by keyboard', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'desktop navigation');
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
