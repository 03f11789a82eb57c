import { expect, test } from './fixtures';

const pages = ['/admin/hosts', '/admin/hosts?host=4', '/admin/users', '/admin/users?q=demo', '/admin/audit', '/admin/account'];
for (const [w, h] of [
  [390, 844],
  [1280, 800],
] as const)
  test(`shots ${w}`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width: w, height: h });
    for (const p of pages) {
      await page.goto(p);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/d/${w}-${p.replace(/[/?=&]/g, '_')}.png`, fullPage: true });
    }
    const users = await page.request.get('/api/admin/users?q=demo');
    const id = (await users.json()).items[0].id;
    await page.goto(`/admin/users?user=${id}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/d/${w}-user-detail.png`, fullPage: true });
    expect(true).toBe(true);
  });

test('login shots', async ({ page }) => {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/admin/login');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/d/${w}-login.png` });
  }
});
