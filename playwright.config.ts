import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/browser.ts';

/**
 * End-to-end tests in Chromium against the built site served by the real server (static files
 * and gateway on one origin), on a database of their own.
 */
const PORT = Number(process.env['E2E_PORT'] ?? 4399);
const DB_FILE = `data/e2e-${PORT}.db`;
const PHONE = { ...devices['Pixel 7'], browserName: 'chromium' as const };
const CLOCK_MOVING = /accounts\.spec\.ts$/;
/** A quarter of an hour at once: would expire every other spec's codes, captchas and orders. */
const CLOCK_JUMPING = /order-expiry\.spec\.ts$/;
/** Edits the CMS and rebuilds the served site: after every other spec, which read the content. */
const PUBLISHING = /publishing\.spec\.ts$/;
/** The rebuilder's build folders and history of this server. */
const BUILDS_DIR = `data/e2e-${PORT}-builds`;
const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 30_000,
  // Sized for a busy machine (2 cores shared with builds): a page that renders an answer of the
  // real gateway can take more than the default 5 s there. Waiting for time goes through the
  // clocks (page.clock, the gateway's /dev/clock), never through a timeout.
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      args: CHROMIUM_ARGS,
      ...(executablePath ? { executablePath } : {}),
    },
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: PHONE,
      testIgnore: [CLOCK_MOVING, CLOCK_JUMPING, PUBLISHING],
    },
    // Specs that move the gateway's one dev clock (expiring every other test's captcha, code or
    // token) run alone, after all the others.
    {
      name: 'clock-moving',
      use: PHONE,
      testMatch: CLOCK_MOVING,
      dependencies: ['mobile-chromium'],
    },
    {
      name: 'clock-jumping',
      use: PHONE,
      testMatch: CLOCK_JUMPING,
      dependencies: ['clock-moving'],
    },
    {
      name: 'publishing',
      use: PHONE,
      testMatch: PUBLISHING,
      dependencies: ['clock-jumping'],
    },
  ],
  webServer: {
    // A fresh database on every run: accounts, codes and rate-limit counters of an earlier run
    // must not leak into this one.
    command: `rm -rf ${DB_FILE} ${DB_FILE}-shm ${DB_FILE}-wal ${BUILDS_DIR} && node --import tsx scripts/serve.ts`,
    url: `http://127.0.0.1:${PORT}/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${DB_FILE}`,
      GATEWAY_DEV: '1',
      SITE_BUILDS_DIR: BUILDS_DIR,
      PUBLISH_DEBOUNCE_MS: '1000',
      ...(process.env['E2E_DIST'] ? { SITE_DIR: process.env['E2E_DIST'] } : {}),
    },
  },
});
