import { appMounted, builtFile, expect, test } from './fixtures';

/**
 * The page the server writes, in the reader's language (decision 026). The footer's switch
 * remembers a choice in localStorage and the `lang` cookie; with `lang=sw` the server sends
 * `<html lang="sw">`, the first screen in Kiswahili and a hint for the Kiswahili messages, which
 * the app loads before its first render: the browser fetches them once, from the hint.
 */
/** The Kiswahili messages' file (named by its hash: the build's manifest says which). */
const swChunk = () => builtFile('src/locales/sw/index.ts');

test.describe('a reader who chose Kiswahili', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL! }]);
    await context.addInitScript(() => localStorage.setItem('tribe.lang', 'sw'));
  });

  test('gets the first screen in Kiswahili and the messages once, from the hint', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path === swChunk()) fetched.push(path);
    });
    const res = await page.goto('/');
    const html = await res!.text();
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('>Gundua matukio</a>');
    expect(html).toContain('<title>Tikiti · Pata tukio lako lijalo utakalolipenda</title>');
    const hinted = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
      .map((m) => m[1]!)
      .filter((href) => href === swChunk());
    expect(hinted).toHaveLength(1);

    await appMounted(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    // The app draws the same header words over the server's.
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'Kuu' }).getByRole('link', { name: 'Gundua matukio' }),
    ).toBeVisible();
    expect(fetched).toEqual(hinted);
  });
});

test('a reader with no choice gets the English page, without the Kiswahili hint', async ({ page }) => {
  const res = await page.goto('/');
  const html = await res!.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('>Discover events</a>');
  expect(html).not.toContain(`href="${swChunk()}"`);
  await appMounted(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
