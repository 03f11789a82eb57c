import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import type { TPublicUser } from '@tribe/contracts/users';
import { expect, header, test, toasts } from './fixtures';

/**
 * Google sign-in (issue 7; spec sections 4 and 8) through the real openid-client code: the page's
 * button → /api/auth/google → the OpenID Connect provider on loopback that scripts/e2e-server.mjs
 * starts → the callback → back in the app with ?googleAuth=success. The provider answers at once
 * and signs in as the identity in the `e2e_google_identity` cookie.
 */

type TClaims = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
};

/** The Google account the provider signs this browser context in as. */
async function googleIdentity(context: BrowserContext, claims: TClaims) {
  await context.addCookies([
    {
      name: 'e2e_google_identity',
      value: encodeURIComponent(JSON.stringify(claims)),
      domain: '127.0.0.1',
      path: '/',
    },
  ]);
}

/** A Google account nobody has used yet, per test and width. */
function newGoogleAccount(testInfo: TestInfo, tag: string): TClaims {
  const id = `${tag}${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    sub: `google-${id}`,
    email: `${id}@gmail.example`,
    email_verified: true,
    given_name: 'Akinyi',
    family_name: 'Wambui',
  };
}

const accountMenu = (page: Page) => header(page).getByRole('button', { name: /^Account menu/ });

async function me(page: Page): Promise<TPublicUser> {
  const res = await page.request.get('/api/auth/me');
  expect(res.ok(), 'GET /api/auth/me').toBeTruthy();
  return (await res.json()) as TPublicUser;
}

async function expectGoogleWelcome(page: Page) {
  const toast = toasts(page).filter({ hasText: 'Welcome back' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('You have successfully signed in with Google.');
}

test.beforeEach(async ({ request }) => {
  const config = (await (await request.get('/api/config')).json()) as { googleSignIn?: boolean };
  test.skip(config.googleSignIn !== true, 'the server has no Google sign-in configured');
});

test('a new Google user continues with Google from sign-in and comes back signed in', async ({
  page,
  context,
}, testInfo) => {
  const account = newGoogleAccount(testInfo, 'gnew');
  await googleIdentity(context, account);

  await page.goto('/auth/signin');
  await expect(accountMenu(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  await expectGoogleWelcome(page);
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('googleAuth'));
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Akinyi Wambui');
  expect(await me(page)).toMatchObject({
    email: account.email,
    firstName: 'Akinyi',
    lastName: 'Wambui',
    isHost: false,
    emailVerified: true,
  });
});

test('a verified Google email that matches an existing verified account signs into that account', async ({
  page,
  context,
}) => {
  // A fixed subject: the account stays linked to it, so a retry signs in the same way.
  await googleIdentity(context, {
    sub: 'google-e2e-demo-attendee',
    email: 'Attendee@tikiti.demo',
    email_verified: true,
    given_name: 'Someone',
    family_name: 'Else',
  });

  await page.goto('/auth/signin');
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  await expectGoogleWelcome(page);
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('googleAuth'));
  // The existing account, with its own name: no second account was made from Google's claims.
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Achieng Otieno');
  expect(await me(page)).toMatchObject({
    username: 'demo-attendee',
    email: 'attendee@tikiti.demo',
    firstName: 'Achieng',
    lastName: 'Otieno',
  });
});

test('a host signs up with Google from /auth/signup?type=host and lands on onboarding', async ({
  page,
  context,
}, testInfo) => {
  const account = newGoogleAccount(testInfo, 'ghost');
  await googleIdentity(context, account);

  await page.goto('/auth/signup?type=host');
  await page.getByRole('link', { name: 'Sign up with Google' }).click();

  await expectGoogleWelcome(page);
  await expect(page).toHaveURL(/\/host\/onboarding$/);
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Akinyi Wambui');
  expect(await me(page)).toMatchObject({ email: account.email, isHost: true, onboardingComplete: false });
});

test('a returnTo that becomes another site once normalised still lands on this site', async ({
  page,
  context,
}, testInfo) => {
  await googleIdentity(context, newGoogleAccount(testInfo, 'gret'));
  for (const evil of ['/.//evil.example/phish', '/%2e//evil.example', '/a/..//evil.example', '/./\\evil.example']) {
    await page.goto(`/api/auth/google?returnTo=${encodeURIComponent(evil)}`);
    await expect(page, evil).toHaveURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/');
    await expect(accountMenu(page)).toBeVisible();
  }
});
