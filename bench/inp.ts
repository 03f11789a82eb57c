/**
 * Interaction to Next Paint (issue 26, item 3) for the two interactions a phone's visitor makes
 * first: opening the ticket dialog on an event page ('Get Tickets') and changing a filter on the
 * listing (the 'Filters' sheet: open it, tick a category, 'Apply Filters'). Measured by Google's
 * web-vitals library (its `onINP`, every change reported) injected into the page, in headless
 * Chromium at 390x844 with the CPU slowed 4x as Lighthouse's mobile preset does
 * (`BENCH_INP_CPU`), once the server-drawn page is live. The figure is the page's INP after the
 * interaction: its slowest interaction, from the input to the next frame painted.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { phoneContext, whenLive } from './page-bytes.js';

export const INP_TARGET_MS = 200;
const CPU_SLOWDOWN = Number(process.env.BENCH_INP_CPU ?? 4);

// The package exports its modules only: the IIFE build is found beside its main file.
const webVitalsScript = () =>
  readFileSync(
    path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
    'utf8',
  );

interface VitalsWindow {
  addEventListener(type: string, listener: () => void): void;
  webVitals: { onINP(cb: (m: { value: number }) => void, opts: { reportAllChanges: boolean }): void };
  __inp?: number;
}

/** Measures the INP of `interact` on `path`; null when no interaction took 40 ms or more (web-vitals' floor). */
export async function measureInp(
  browser: Browser,
  base: string,
  path: string,
  interact: (page: Page) => Promise<void>,
): Promise<number | null> {
  const context = await phoneContext(browser, base);
  try {
    await context.addInitScript({ content: webVitalsScript() });
    await context.addInitScript(() => {
      const w = globalThis as unknown as VitalsWindow;
      const start = () =>
        w.webVitals.onINP(
          (m) => {
            w.__inp = m.value;
          },
          { reportAllChanges: true },
        );
      if (w.webVitals) start();
      else w.addEventListener('DOMContentLoaded', start);
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(path);
    await whenLive(page);
    await interact(page);
    // web-vitals reports once the next frame is painted.
    await page.waitForTimeout(1_000);
    return (await page.evaluate(() => (globalThis as unknown as VitalsWindow).__inp)) ?? null;
  } finally {
    await context.close();
  }
}

/** 'Get Tickets' on the event page until the dialog shows. */
export async function openTicketDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Get Tickets' }).first().click();
  await page.getByRole('dialog', { name: 'Select Tickets' }).waitFor();
}

/** The listing's filters on a phone: open the sheet, tick the first category, apply. */
export async function changeAFilter(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.waitFor();
  await sheet.getByRole('checkbox').first().check();
  await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

export { CPU_SLOWDOWN };
