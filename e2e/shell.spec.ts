import type { Page, TestInfo } from '@playwright/test';
import {
  builtFile,
  ATTENDEE,
  BOTH,
  HOST,
  PHONE,
  consoleErrors as collectConsoleErrors,
  expect,
  footer,
  header,
  isPhone,
  settle,
  signIn,
  test,
  toasts,
} from './fixtures';

/**
 * The app shell (spec section 2 "Top nav", "Footer", route list; section 4 Authentication and
 * Start-up; section 8 logout and start-up messages): header links, the auth-aware right side and
 * user menu, logout, where the header and footer show, 404, toasts, and analytics start-up.
 */

const userMenuTrigger = (page: Page) => header(page).getByRole('button', { name: /^Account menu/ });

/** On phones the header's links live in the menu sheet; this opens it there and returns the scope. */
async function navScope(page: Page, testInfo: TestInfo) {
  if (!isPhone(testInfo)) return header(page).getByRole('navigation', { name: 'Main' });
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test.describe('top nav', () => {
  test('logo and links have the exact labels and addresses', { tag: BOTH }, async ({ page }, testInfo) => {
    await page.goto('/events');
    await expect(header(page).getByRole('link', { name: 'Tikiti', exact: true })).toHaveAttribute('href', '/');
    const nav = await navScope(page, testInfo);
    await expect(nav.getByRole('link', { name: 'Discover events', exact: true })).toHaveAttribute('href', '/events');
    await expect(nav.getByRole('link', { name: 'Host events', exact: true })).toHaveAttribute(
      'href',
      '/auth/signup?type=host',
    );
    await expect(nav.getByRole('button', { name: 'Find your tribe', exact: true })).toBeVisible();
  });

  test(
    'desktop shows the links inline; phones hide them behind the menu button',
    { tag: BOTH },
    async ({ page }, testInfo) => {
      await page.goto('/pricing');
      const mainNav = header(page).getByRole('navigation', { name: 'Main' });
      const menuButton = header(page).getByRole('button', { name: 'Open menu' });
      if (isPhone(testInfo)) {
        await expect(mainNav).toBeHidden();
        await expect(menuButton).toBeVisible();
      } else {
        await expect(mainNav).toBeVisible();
        await expect(menuButton).toBeHidden();
      }
    },
  );

  test('the header is sticky and 64px tall', { tag: BOTH }, async ({ page }) => {
    await page.goto('/privacy-policy');
    // The policy text arrives in a lazy chunk; until then there is nothing to scroll.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const box = await header(page).boundingBox();
    expect(Math.round(box!.height)).toBe(64);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect((await header(page).boundingBox())!.y).toBe(0);
  });

  test(
    "'Find your tribe' away from home goes to /#find-your-tribe-section and scrolls there",
    { tag: BOTH },
    async ({ page }, testInfo) => {
      await page.goto('/events');
      const nav = await navScope(page, testInfo);
      await nav.getByRole('button', { name: 'Find your tribe' }).click();
      await expect(page).toHaveURL(/\/#find-your-tribe-section$/);
      await expect(page.locator('#find-your-tribe-section')).toBeInViewport();
    },
  );

  test(
    "'Find your tribe' on home scrolls to the section without leaving /",
    { tag: BOTH },
    async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.locator('#find-your-tribe-section')).toBeAttached({ timeout: 15_000 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const nav = await navScope(page, testInfo);
      await nav.getByRole('button', { name: 'Find your tribe' }).click();
      await expect(page.locator('#find-your-tribe-section')).toBeInViewport();
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );

  test('arriving with a #hash scrolls to that section once the page has rendered it', async ({ page }) => {
    await page.goto('/privacy-policy#your-rights');
    await expect(page.locator('#your-rights')).toBeInViewport();
    const top = await page.locator('#your-rights').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64); // not hidden under the sticky header
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/terms-of-service');
    await footer(page).scrollIntoViewIfNeeded();
    await footer(page).getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('a page whose code is slow to come shows the header and a spinner meanwhile, then the page', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/pricing-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.fallback();
  });
  // Not awaited: the page is ready only once its code has come (the fixture's goto waits for that).
  const arrived = page.goto('/pricing');
  await expect(page.getByTestId('page-spinner')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Discover events' })).toBeVisible();
  release();
  await arrived;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
});

test.describe('auth-aware right side', () => {
  test('shows a spinner while the user loads, then Login to /auth/signin when signed out', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/me', async (route) => {
      await gate;
      await route.fulfill({
        status: 401,
        json: { statusCode: 401, code: 'unauthorized', error: 'Unauthorized', message: 'You are not signed in.' },
      });
    });
    await page.goto('/pricing');
    await expect(header(page).getByTestId('auth-loading')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    release();
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      '/auth/signin',
    );
    await expect(header(page).getByTestId('auth-loading')).toHaveCount(0);
  });

  test('signed out is silent: a 401 logs nothing about the user and clears stored user data', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => localStorage.setItem('userData', '{"username":"stale"}'));
    await page.goto('/pricing');
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    expect(errors.filter((e) => /current user|auth\/me/i.test(e))).toEqual([]);
  });

  test('any other failure is logged and treated as signed out', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.route('**/api/auth/me', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/pricing');
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/signin');
    expect(errors.some((e) => e.includes('Failed to fetch current user'))).toBe(true);
  });

  test('a signed-in user is mirrored to localStorage userData', async ({ page }) => {
    await signIn(page, HOST);
    await page.goto('/pricing');
    await expect(userMenuTrigger(page)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'));
    expect(stored).toMatchObject({ username: 'wkamau', email: 'wanjiku@example.co.ke', isHost: true });
  });
});

test.describe('user menu', () => {
  test('a host sees full name, email, Dashboard, Create Event, Settings and Log out', async ({ page }) => {
    await signIn(page, HOST);
    await page.goto('/pricing');
    await expect(userMenuTrigger(page)).toContainText('WK');
    await userMenuTrigger(page).click();
    const menu = page.getByRole('menu');
    const head = menu.getByTestId('user-menu-header');
    await expect(head).toContainText('Wanjiku Kamau');
    await expect(head).toContainText('wanjiku@example.co.ke');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/host/dashboard');
    await expect(menu.getByRole('menuitem', { name: 'Create Event' })).toHaveAttribute('href', '/host/create-event');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/profile/settings');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Dashboard',
      'Create Event',
      'Settings',
      'Log out',
    ]);
  });

  test('a non-host sees the username (no full name), Profile, Settings and Log out', async ({ page }) => {
    await signIn(page, ATTENDEE);
    await page.goto('/pricing');
    await expect(userMenuTrigger(page)).toContainText('B');
    await userMenuTrigger(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByTestId('user-menu-header')).toContainText('brian_o');
    await expect(menu.getByTestId('user-menu-header')).toContainText('brian@example.co.ke');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/profile/settings');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Create Event' })).toHaveCount(0);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Profile', 'Settings', 'Log out']);
  });

  // Every initials rule (first name only, username, nothing: 'U') is a unit test in
  // apps/web/src/features/accounts/user-display.test.ts; here the avatar shows what it computes.
  test('the avatar shows the initials of first and last name, upper-cased', async ({ page }) => {
    await signIn(page, { ...ATTENDEE, firstName: 'achieng', lastName: 'otieno' });
    await page.goto('/pricing');
    await expect(userMenuTrigger(page).getByTestId('user-initials')).toHaveText('AO');
  });

  test('a menu header with only a first name shows the username', async ({ page }) => {
    await signIn(page, { ...ATTENDEE, firstName: 'Brian', lastName: null });
    await page.goto('/pricing');
    await userMenuTrigger(page).click();
    await expect(page.getByRole('menu').getByTestId('user-menu-header')).toHaveText(/brian_o/);
    await expect(page.getByRole('menu').getByTestId('user-menu-header')).not.toContainText('Brian ');
  });

  test('the avatar shows the profile image when there is one', async ({ page }) => {
    await page.route('**/avatar-test.png', (route) =>
      route.fulfill({
        contentType: 'image/png',
        body: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      }),
    );
    await signIn(page, { ...HOST, profileImage: '/avatar-test.png' });
    await page.goto('/pricing');
    await expect(userMenuTrigger(page).locator('img')).toHaveAttribute('src', '/avatar-test.png');
  });

  test('Log out clears the user, shows the toast and goes to / after 500 ms', async ({ page }) => {
    await page.clock.install();
    let signedIn = true;
    await page.route('**/api/auth/me', (route) =>
      signedIn
        ? route.fulfill({ json: HOST })
        : route.fulfill({ status: 401, json: { message: 'You are not signed in.' } }),
    );
    let logoutCalls = 0;
    await page.route('**/api/auth/logout', (route) => {
      logoutCalls++;
      signedIn = false;
      expect(route.request().method()).toBe('POST');
      return route.fulfill({ json: { success: true } });
    });
    await page.goto('/pricing');
    await expect(userMenuTrigger(page)).toBeVisible();
    // Far enough ahead that a busy machine cannot overtake it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);

    await userMenuTrigger(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    const toast = toasts(page).filter({ hasText: 'Logged out' });
    await expect(toast).toContainText('You have been successfully logged out.');
    expect(logoutCalls).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    // The clock is paused, so time only moves with runFor: 100 ms in, the header shows Login.
    await page.clock.runFor(100);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.clock.runFor(350);
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/pricing'); // 450 ms: still here
    await page.clock.runFor(60);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a failed logout shows the destructive toast and keeps the user signed in', async ({ page }) => {
    await page.clock.install();
    await signIn(page, HOST);
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: 'nope' }));
    await page.goto('/pricing');
    await userMenuTrigger(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const toast = toasts(page).filter({ hasText: 'Logout failed' });
    await expect(toast).toContainText('An error occurred during logout. Please try again.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(userMenuTrigger(page)).toBeVisible();
    // Well past the 500 ms after which a successful logout leaves the page.
    await page.clock.runFor(1000);
    await settle(page);
    expect(new URL(page.url()).pathname).toBe('/pricing');
  });

  test('the phone menu sheet lists the account links and can log out', { tag: PHONE }, async ({ page }) => {
    await signIn(page, ATTENDEE);
    await page.route('**/api/auth/logout', (route) => route.fulfill({ json: { success: true } }));
    await page.goto('/pricing');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toContainText('brian_o');
    await expect(sheet.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(sheet.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile/settings');
    await sheet.getByRole('button', { name: 'Log out' }).click();
    await expect(toasts(page).filter({ hasText: 'Logged out' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('following a link in the phone sheet closes it', { tag: PHONE }, async ({ page }) => {
    await page.goto('/pricing');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Discover events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});

test.describe('where the header and footer show', () => {
  for (const path of ['/host/dashboard', '/admin/dashboard']) {
    test(`hidden on ${path}`, async ({ page }) => {
      // The host area needs a signed-in host (a visitor is sent to sign in, which has the header).
      if (path.startsWith('/host/')) {
        const res = await page.request.post('/api/auth/signin', {
          data: { username: 'demo-host', password: 'Demo#2026', rememberMe: false },
        });
        expect(res.status()).toBe(200);
      }
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(header(page)).toHaveCount(0);
      await expect(footer(page)).toHaveCount(0);
    });
  }
  test('hidden on /checkout/success, where the checkout has a slim bar of its own', async ({ page }) => {
    await page.goto('/checkout/success');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The one banner is the checkout's: the brand and 'Secure checkout', none of the site's menus.
    await expect(header(page)).toHaveCount(1);
    await expect(header(page)).toContainText('Secure checkout');
    await expect(header(page).getByRole('navigation')).toHaveCount(0);
    await expect(header(page).getByRole('button')).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
  });
  for (const path of ['/host/onboarding', '/host']) {
    test(`visible on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toBeVisible();
      await expect(footer(page)).toBeAttached();
    });
  }
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(header(page)).toBeVisible();
});

test(
  'toasts show at the top on phones and bottom-right on larger screens',
  { tag: BOTH },
  async ({ page }, testInfo) => {
    await signIn(page, HOST);
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: 'nope' }));
    await page.goto('/pricing');
    await userMenuTrigger(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const toast = toasts(page).filter({ hasText: 'Logout failed' });
    await expect(toast).toBeVisible();
    const viewport = page.getByRole('region', { name: /Notifications/ }).locator('ol');
    const box = (await viewport.boundingBox())!;
    const size = page.viewportSize()!;
    if (isPhone(testInfo)) {
      expect(box.y).toBeLessThan(5);
      expect(Math.round(box.width)).toBe(size.width);
    } else {
      expect(box.y + box.height).toBeGreaterThan(size.height - 5);
      expect(box.x + box.width).toBeGreaterThan(size.width - 5);
      expect(box.x).toBeGreaterThan(size.width / 2);
    }
  },
);

test('only one toast is shown at a time', async ({ page }) => {
  await signIn(page, HOST);
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: 'nope' }));
  await page.goto('/pricing');
  for (let i = 0; i < 2; i++) {
    const failed = page.waitForResponse('**/api/auth/logout');
    await userMenuTrigger(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await failed;
    await expect(toasts(page).filter({ hasText: 'Logout failed' }).first()).toBeVisible();
  }
  await settle(page);
  await expect(toasts(page)).toHaveCount(1);
});

test.describe('analytics start-up', () => {
  test('a failed /api/config is logged and the app still renders', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.route('**/api/config', (route) => route.fulfill({ status: 500, body: 'config down' }));
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Simple pricing for hosts' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(header(page)).toBeVisible();
    await expect
      .poll(() => errors.find((e) => e.includes('Failed to initialize PostHog')))
      .toContain('Failed to fetch configuration');
  });

  test('a slow /api/config does not hold back the page', async ({ page }) => {
    await page.route('**/api/config', () => {
      /* never answers */
    });
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Simple pricing for hosts' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('without a key and host, analytics stays off and posthog-js is never downloaded', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.route('**/api/config', (route) =>
      route.fulfill({
        json: {
          posthogApiKey: 'phc_test',
          posthogHost: null,
          googleMapsApiKey: null,
          publicUrl: 'http://x',
          paystackPublicKey: null,
          googleSignIn: false,
        },
      }),
    );
    await page.goto('/debug/posthog');
    await expect(page.getByText('Off (not configured)')).toBeVisible();
    await expect
      .poll(() => errors.find((e) => e.includes('Failed to initialize PostHog')))
      .toContain('PostHog configuration missing');
    const loader = builtFile('src/features/analytics/posthog-loader.ts');
    expect(scripts.filter((s) => new URL(s).pathname === loader)).toEqual([]);
    // track() is a no-op: the test event is only recorded locally.
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByTestId('sent-events')).toContainText('debug_test_event');
    await expect(page.getByTestId('sent-events')).toContainText('Not sent: analytics off');
  });

  test('with a key and host, PostHog loads lazily and sends the start-up events', async ({ page, baseURL }) => {
    const ingest: string[] = [];
    await page.route('**/ph-ingest/**', async (route) => {
      const req = route.request();
      ingest.push(`${req.method()} ${new URL(req.url()).pathname} ${req.postData() ?? ''}`);
      await route.fulfill({ json: {} });
    });
    await page.route('**/api/config', (route) =>
      route.fulfill({
        json: {
          posthogApiKey: 'phc_test_key',
          posthogHost: `${baseURL}/ph-ingest`,
          googleMapsApiKey: null,
          publicUrl: baseURL,
          paystackPublicKey: null,
          googleSignIn: false,
        },
      }),
    );
    const loader = builtFile('src/features/analytics/posthog-loader.ts');
    const chunk = page.waitForRequest((r) => new URL(r.url()).pathname === loader);
    await page.goto('/debug/posthog');
    await chunk;
    await expect(page.getByText('Initialised')).toBeVisible();
    await expect(page.getByText('API key present').locator('..')).toContainText('Yes');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByTestId('sent-events')).toContainText('Sent to PostHog');
    // The two start-up events went through track() to PostHog.
    await expect(page.getByTestId('sent-events')).toContainText('app_initialized');
    await expect(page.getByTestId('sent-events')).toContainText('authentication_tracking_ready');
    await expect(page.getByTestId('sent-events')).toContainText('"environment": "production"');
    // Batches are flushed to the configured host within a few seconds.
    await expect.poll(() => ingest.some((line) => line.startsWith('POST')), { timeout: 10_000 }).toBe(true);
  });
});

test.describe('account page', () => {
  test('signed out: log in, create account, saved events and pricing', async ({ page }) => {
    await page.goto('/account');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your Tikiti account');
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/signin');
    await expect(main.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/auth/signup');
    await expect(main.getByRole('link', { name: 'Saved events' })).toHaveAttribute('href', '/saved');
    await expect(main.getByRole('link', { name: 'Pricing for hosts' })).toHaveAttribute('href', '/pricing');
  });

  test('signed in: name, email, own links and Log out', async ({ page }) => {
    await signIn(page, HOST);
    await page.route('**/api/auth/logout', (route) => route.fulfill({ json: { success: true } }));
    await page.goto('/account');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Wanjiku Kamau');
    await expect(main).toContainText('wanjiku@example.co.ke');
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/host/dashboard');
    await expect(main.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile/settings');
    await main.getByRole('button', { name: 'Log out' }).click();
    await expect(toasts(page).filter({ hasText: 'Logged out' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('signed-in non-host gets Profile', async ({ page }) => {
    await signIn(page, ATTENDEE);
    await page.goto('/account');
    await expect(page.getByRole('main').getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });
});

test.describe('debug pages', () => {
  for (const path of ['/debug/posthog', '/debug/posthog-test', '/tags-test']) {
    test(`${path} is marked noindex`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('/debug/posthog-test sends test events and logs them', async ({ page }) => {
    await page.goto('/debug/posthog-test');
    await page.getByRole('button', { name: 'Send ticket click' }).click();
    await page.getByRole('button', { name: 'Send 5 events in a row' }).click();
    const log = page.getByTestId('sent-events');
    await expect(log.getByRole('listitem')).toHaveCount(6);
    await expect(log).toContainText('test_ticket_click');
    await expect(log).toContainText('"clickType": "get_tickets_button"');
  });

  test("/tags-test lists this page's head tags and an event page's Open Graph tags", async ({ page }) => {
    await page.goto('/tags-test');
    const current = page.getByRole('table', { name: 'Head tags of this page' });
    await expect(current.getByRole('row', { name: /^viewport/ })).toBeVisible();
    await expect(current.getByRole('row', { name: /^title/ })).toContainText('Meta tags');
    await page.getByLabel('Path').fill('/events/26');
    await page.getByRole('button', { name: 'Check tags' }).click();
    const remote = page.getByRole('table', { name: 'Head tags of /events/26' });
    await expect(remote.getByRole('row', { name: /^og:title/ })).toBeVisible();
    await expect(remote.getByRole('row', { name: /^og:image/ })).toContainText('http');
  });
});
