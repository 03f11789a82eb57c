import type { APIRequestContext } from '@playwright/test';
import { BOTH, appMounted, expect, test } from './fixtures';
import { signUpVerified } from './outbox';

/** A new verified account, signed in on `request` (the page's cookies): its username. */
async function signUpAndIn(request: APIRequestContext): Promise<{ username: string; email: string }> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const person = {
    firstName: 'Baraka',
    lastName: 'Mwangi',
    username: `baraka_${id}`,
    email: `baraka.${id}@example.com`,
    phone: '0712345678',
    password: 'Kilimanjaro#2026',
  };
  await signUpVerified(request, person);
  return person;
}

test.describe('profile', () => {
  test(`events saved on the device move into the account at sign-in ${BOTH}`, async ({ page, catalogue }) => {
    const event = catalogue.find('an event', () => true);
    await page.goto('/');
    // The home page is drawn by the server: write the device's saved events once the app is live,
    // so its own start-up cannot write over them.
    await appMounted(page);
    await page.evaluate(
      (e) => {
        localStorage.setItem('savedEvents', JSON.stringify([{ ...e, savedAt: new Date().toISOString() }]));
      },
      {
        id: event.id,
        externalId: event.externalId,
        title: event.title,
        imageUrl: event.imageUrl ?? null,
        startDate: event.startDate ?? null,
        timeZone: event.timeZone,
        location: event.location ?? null,
      },
    );
    await signUpAndIn(page.request);

    await page.goto('/profile?tab=saved');
    await expect(page.getByRole('tabpanel').getByText(event.title)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('savedEvents') ?? '[]')).toBe('[]');
    const saved = await page.request.get('/api/profile/saved-events');
    expect(((await saved.json()) as { events: { id: number }[] }).events.map((e) => e.id)).toEqual([event.id]);

    await page.getByRole('button', { name: `Remove ${event.title} from saved` }).click();
    await expect(page.getByText('No saved events')).toBeVisible();
  });

  test('tabs: My tickets shows its empty state, /profile/settings opens settings', async ({ page }) => {
    await signUpAndIn(page.request);
    await page.goto('/profile?tab=tickets');
    await expect(page.getByText('No tickets yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find events' })).toHaveAttribute('href', '/events');
    await page.goto('/profile/settings');
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  });
});
