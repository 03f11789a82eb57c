import { BOTH, expect, test } from './fixtures';

/**
 * The admin dashboard (docs/admin.md "Dashboard") read on a phone as on a desktop: the sales
 * chart stretches to the panel, and its day labels stay readable (at least 11px rendered) at
 * every width, never squeezed along with the bars.
 */
test(`the sales chart's day labels are readable at this width ${BOTH}`, async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: '30 days' }).click();
  const chart = page.getByRole('img', { name: /^Gross sales per day from/ });
  await expect(chart).toBeVisible();
  const labels = page.getByTestId('chart-day-labels').locator('span:visible');
  await expect(labels.first()).toBeVisible();
  const sizes = await labels.evaluateAll((spans) =>
    spans.map((s) => ({
      text: s.textContent ?? '',
      height: s.getBoundingClientRect().height,
      fontSize: parseFloat(getComputedStyle(s).fontSize),
      left: s.getBoundingClientRect().left,
      right: s.getBoundingClientRect().right,
    })),
  );
  expect(sizes.length).toBeGreaterThanOrEqual(3);
  for (const s of sizes) {
    expect(s.fontSize, s.text).toBeGreaterThanOrEqual(11);
    expect(s.height, s.text).toBeGreaterThanOrEqual(11);
  }
  // Side by side, none running into the next, all within the chart's width.
  const box = (await chart.boundingBox())!;
  for (const [i, s] of sizes.entries()) {
    if (i > 0) expect(s.left, `${s.text} after ${sizes[i - 1]!.text}`).toBeGreaterThan(sizes[i - 1]!.right);
    expect(s.left).toBeGreaterThanOrEqual(box.x - 1);
    expect(s.right).toBeLessThanOrEqual(box.x + box.width + 1);
  }
});
