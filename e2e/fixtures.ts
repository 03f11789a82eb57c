import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { CHECKOUT_STORAGE_KEY, type TEvent } from '@tribe/contracts';
import type { TPublicUser } from '@tribe/contracts/users';

/**
 * What the browser journeys share, in the manner of Epic Stack's playwright-utils: the demo
 * catalogue read once per worker, a signed-in user in one call, and the page helpers more than
 * one spec needs.
 *
 * Width tags: every test runs at desktop width (1280x800). Tag a test `@both` when what it checks
 * changes below the `md` breakpoint (menu sheet, filters drawer, bottom bar, toast position), so
 * it runs at phone width (390x844) too; tag it `@phone` when it only means something on a phone.
 * playwright.config.ts picks the tests of each project by these tags.
 */
export const BOTH = '@both';
export const PHONE = '@phone';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

export type Catalogue = {
  /** Every listed event as GET /api/events returns it, fetched once for the worker. */
  events: TEvent[];
  /** The first event the predicate accepts; throws naming `what` when the demo data has none. */
  find: (what: string, predicate: (e: TEvent) => boolean) => TEvent;
};

/** The guided tours' ids (apps/web/src/features/host-area/lib/tours.ts). */
const TOUR_IDS = ['dashboard', 'create-event', 'check-in'];

/**
 * Waits until the app has drawn the page, or taken over the first screen the server drew into
 * `/`, `/events` and `/events/{id}` (decision 031): the root carries `data-hydrated` after the
 * app's first commit. The server's markup looks the same as the app's, so without this a test
 * could act on it (scroll, count what is absent) before the app is there. A locator's expect
 * polls from the test runner, so this also works under page.clock.
 */
export async function appMounted(page: Page) {
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 20_000 });
}

/**
 * Serves the landing pages as built, without the first screen the server draws (decision 031), as
 * they are served when a drawing fails or a crowd waits for one: the browser draws the page and
 * makes its first requests itself, so a test can hold them back, fail them or answer them.
 */
export async function servedAsBuilt(page: Page) {
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/events' || url.pathname.startsWith('/events/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<div id="root" data-ssr="">[\s\S]*<\/div><script type="application\/json" id="query-state">[^<]*<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, body });
    },
  );
}

/** The demo admin (README): its password and the fixed TOTP secret it is enrolled with. */
export const DEMO_ADMIN = {
  email: 'admin@tikiti.demo',
  password: 'Demo#2026',
  totpSecret: 'TIKITIDEMOADMINXTOTPXSECRETXKEYX',
} as const;

/** The demo admin's authenticator code for `at` (default now). */
export const demoAdminCode = (at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(DEMO_ADMIN.totpSecret) }).generate({ timestamp: at });

type AdminCookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * Signs the demo admin in through the API (password, then the code) and answers the session's
 * cookies. A code is good once per 30-second step, and workers sign in at the same time: a code
 * already used is followed by the next step's (accepted one step early), then by waiting.
 */
async function signInDemoAdmin(request: APIRequestContext): Promise<void> {
  const pw = await request.post('/api/admin/auth/password', {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(pw.ok(), `admin password step: ${await pw.text()}`).toBeTruthy();
  const deadline = Date.now() + 75_000;
  for (let offset = 0; Date.now() < deadline; offset = offset === 0 ? 30_000 : 0) {
    const res = await request.post('/api/admin/auth/totp', { data: { code: demoAdminCode(Date.now() + offset) } });
    if (res.ok()) return;
    if (offset) await new Promise((r) => setTimeout(r, 5_000));
  }
  throw new Error('The demo admin could not sign in within 75 s');
}

export const test = base.extend<
  { toursSeen: boolean; adminPage: Page },
  { catalogue: Catalogue; adminCookies: AdminCookies }
>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appMounted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appMounted(page);
      return response;
    };
    await use(page);
  },
  // A journey runs as a host who has seen the guided tours (their `completedTours` in local
  // storage), so a tour never covers the page it is testing; e2e/tours.spec.ts sets it to false.
  toursSeen: [true, { option: true }],
  context: async ({ context, toursSeen }, use) => {
    if (toursSeen)
      await context.addInitScript((ids) => {
        try {
          if (!localStorage.getItem('completedTours')) localStorage.setItem('completedTours', JSON.stringify(ids));
        } catch {
          // No storage on this page (about:blank): nothing to set.
        }
      }, TOUR_IDS);
    await use(context);
  },
  // The demo admin signed in once per worker; `adminPage` is the test's page with that session.
  adminCookies: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await signInDemoAdmin(request);
      const { cookies } = await request.storageState();
      await request.dispose();
      await use(cookies);
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ page, context, adminCookies }, use) => {
    await context.addCookies(adminCookies);
    await use(page);
  },
  catalogue: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      // past=1: the tests look for ended events too, which the listing leaves out by default.
      const res = await request.get('/api/events?past=1');
      expect(res.ok(), 'GET /api/events').toBeTruthy();
      const events = (await res.json()) as TEvent[];
      await request.dispose();
      await use({
        events,
        find: (what, predicate) => {
          const event = events.find(predicate);
          if (!event) throw new Error(`The demo catalogue has no ${what}`);
          return event;
        },
      });
    },
    { scope: 'worker' },
  ],
});

export { expect };

// ---- users ----

export const HOST: TPublicUser = {
  id: 7,
  username: 'wkamau',
  email: 'wanjiku@example.co.ke',
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  phone: '+254712345678',
  profileImage: null,
  isHost: true,
  emailVerified: true,
  onboardingComplete: true,
};

export const ATTENDEE: TPublicUser = {
  id: 8,
  username: 'brian_o',
  email: 'brian@example.co.ke',
  firstName: null,
  lastName: null,
  phone: null,
  profileImage: null,
  isHost: false,
  emailVerified: true,
  onboardingComplete: false,
};

/** Answers GET /api/auth/me with this user for the rest of the test (no session on the server). */
export async function signIn(page: Page, user: TPublicUser) {
  await page.route('**/api/auth/me', (route) => route.fulfill({ json: user }));
}

// ---- page parts ----

export const header = (page: Page) => page.getByRole('banner');
export const footer = (page: Page) => page.getByRole('contentinfo');
/** Visible toasts (Radix renders each as a list item in the notifications region). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/**
 * Lets the page finish what the last action queued. React renders and runs effects in
 * message-channel tasks, so a few such tasks later the DOM shows the outcome. It needs no real
 * waiting and works under page.clock, which fakes timers and animation frames but not message
 * channels; use it before asserting that something did not happen.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Console errors from now on, as they arrive. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

// ---- event page ----

/** Opens /events/{externalId} and waits for its title. */
export async function openEvent(page: Page, event: Pick<TEvent, 'externalId' | 'title'>) {
  await page.goto(`/events/${event.externalId}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 15_000 });
  // The server drew the page: act on it once the app has taken it over.
  await appMounted(page);
}

/** The checkout hand-off the ticket dialog stores in sessionStorage. */
export const readCheckout = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown, CHECKOUT_STORAGE_KEY);

// ---- listing ----

/** Results come from the real server; on a busy machine a page can take longer than 7 s. */
export const RESULTS = { timeout: 25_000 };
export const countText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'event' : 'events'} found`;
export const resultsHeading = (page: Page) => page.getByTestId('results-heading');
export const historyLength = (page: Page) => page.evaluate(() => history.length);

/** X-Total-Count of GET /api/events for these parameters (`date` is the page's preset name, not sent). */
export async function apiTotal(
  request: APIRequestContext,
  query: URLSearchParams | Record<string, string> = {},
): Promise<number> {
  const q = new URLSearchParams(query);
  q.delete('date');
  q.set('limit', '1');
  const res = await request.get(`/api/events?${q}`);
  expect(res.ok()).toBeTruthy();
  return Number(res.headers()['x-total-count']);
}

/**
 * The built file of a source module, as the server serves it ('/assets/D_8NzRiX.js'): script files
 * are named by their hash alone (apps/web/vite.config.ts), so a test that waits for or holds one
 * part's file reads its name from the build's manifest.
 */
export function builtFile(source: string): string {
  const dist = process.env.WEB_DIST_DIR
    ? path.resolve(process.env.WEB_DIST_DIR)
    : path.resolve(import.meta.dirname, '../apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in ${dist}/.vite/manifest.json`);
  return `/${entry.file}`;
}

/**
 * A live one-off event of the demo host's, made and published through the host API, four hours
 * long (at Kenya National Theatre unless `location` says); the demo host is signed in on `request` first. Each spec makes its own, so
 * nothing another spec reads is touched.
 */
export async function publishedDemoEvent(
  request: APIRequestContext,
  event: {
    title: string;
    description: string;
    /** How long from now it starts. */
    startsInMs: number;
    location?: string;
    ticketTypes: { name: string; price: number; quantity: number }[];
  },
) {
  const start = new Date(Date.now() + event.startsInMs);
  expect(
    (await request.post('/api/auth/signin', { data: { username: 'demo-host', password: 'Demo#2026' } })).ok(),
  ).toBe(true);
  const made = await request.post('/api/host/events', {
    data: {
      title: event.title,
      description: event.description,
      eventType: 'one-off',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 4 * 3600_000).toISOString(),
      location: event.location ?? 'Kenya National Theatre',
      town: 'nairobi',
      ticketTypes: event.ticketTypes,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const created = (await made.json()) as { id: number; externalId: string };
  const published = await request.post(`/api/host/events/${created.id}/publish`);
  expect(published.ok(), await published.text()).toBe(true);
  return { ...created, title: event.title, start };
}
