import { defineConfig, devices } from '@playwright/test';
import { browserFor } from './scripts/chromium.mjs';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser). The server is the real
 * one, built app included, on a fresh database with the demo catalogue (scripts/e2e-server.mjs:
 * PostgreSQL when TEST_DATABASE_URL is set, embedded PGlite otherwise). E2E_PORT lets several
 * runs share a machine; WEB_DIST_DIR points the server at another build.
 *
 * Every test runs at desktop width; only tests tagged @both or @phone run at phone width too
 * (see e2e/fixtures.ts), since most behaviour does not depend on the width and a second pass
 * would double the run for nothing.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Debian's chromium-headless-shell (the same Chromium build, without the full browser's UI
// layers; the headless mode Playwright itself uses by default) when installed: the suite takes a
// third less time in it (docs/decisions/016-browser-tests-headless-shell.md). Otherwise Debian's
// full Chromium; CHROMIUM_PATH names another. `npm test` installs them first when missing
// (scripts/chromium.mjs).
const chromium = browserFor('tests');
const ci = !!process.env.CI;

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  // Two cores run the server, the browsers and the workers: two workers keep both busy while one
  // waits on the network; more only queue for the same cores.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: ci ? 1 : 0,
  // CI: one character per test, the failures in full, then one plain summary line.
  reporter: ci ? [['dot'], ['./e2e/summary-reporter.ts']] : [['list'], ['./e2e/summary-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    timezoneId: 'Africa/Nairobi',
    locale: 'en-US',
    // No transitions to wait out (the app honours prefers-reduced-motion): decision 052.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      grep: /@phone\b|@both\b/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
        defaultBrowserType: 'chromium',
      },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM, so the server script can drop its database on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
