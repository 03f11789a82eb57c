import { chromium } from '@playwright/test';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, baseURL: base });
  await ctx.addInitScript(() => localStorage.setItem('completedTours', JSON.stringify(['dashboard', 'create-event', 'check-in'])));
  const page = await ctx.newPage();
  const r = await page.request.post('/api/auth/signin', { data: { username: 'demo-host', password: 'Demo#2026' } });
  console.log('signin', r.status());
  await page.goto('/host/tickets');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/host-tickets-${w}.png` });
  const btn = page.getByRole('button', { name: 'Refund' }).first();
  if (await btn.count()) {
    await btn.click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/host-refund-dialog-${w}.png` });
  }
  await ctx.close();
}
await browser.close();
