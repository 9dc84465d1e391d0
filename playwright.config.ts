import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/browser.ts';

/**
 * End-to-end tests in Chromium against the built site served by the real server (static files
 * and gateway on one origin), each gateway on a database of its own (tests/e2e/server.ts).
 *
 * Specs that would disturb the others run beside them on gateways of their own, not after them:
 * moving the gateway's one dev clock expires every other test's captchas, codes and tokens, and
 * publishing rebuilds the site the others read. Each such project gets its own server, database
 * and port: E2E_PORT is the main gateway, E2E_PORT + 2, + 3 and + 4 the others (E2E_PORT + 1
 * and + 5 are left to specs that start a fixture server themselves: xss, layout-fixture).
 */
const PORT = Number(process.env['E2E_PORT'] ?? 4399);
const PHONE = { ...devices['Pixel 7'], browserName: 'chromium' as const };
const executablePath = chromiumPath();

/** Moves the clock by minutes (codes, PINs, sessions expire). */
const CLOCK_MOVING = /accounts\.spec\.ts$/;
/** A quarter of an hour at once (unpaid orders expire). */
const CLOCK_JUMPING = /order-expiry\.spec\.ts$/;
/** Edits the CMS and rebuilds the served site. */
const PUBLISHING = /publishing\.spec\.ts$/;
/** The editing workspace: edits and publishes on the publishing gateway, after that spec. */
const WORKSPACE = /workspace\.spec\.ts$/;
/** Serves the fixture site of the hostile content on a server of its own (E2E_PORT + 1). */
const HOSTILE = /xss\.spec\.ts$/;

const origin = (port: number) => `http://127.0.0.1:${port}`;

/** The ports of the run's gateways: the main one and those of the projects below. */
const GATEWAY_PORTS = [PORT, PORT + 2, PORT + 3, PORT + 4];

/** A project on a gateway of its own. Listed first: they are the longest chains of tests. */
const onOwnGateway = (name: string, testMatch: RegExp, port: number) => ({
  name,
  testMatch,
  use: { ...PHONE, baseURL: origin(port) },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  // Sized for a busy machine (2 cores shared with builds and other runs): a journey through five
  // or six pages with the real gateway behind them took 30 to 40 s there, and a page that renders
  // an answer of the gateway more than the default 5 s. Waiting for time goes through the clocks
  // (page.clock, the gateway's /dev/clock), never through a timeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // errors-reporter.ts repeats the errors outside any test after the summary, where a CI log's
  // tail shows them
  reporter: [
    ['list'],
    ['./tests/e2e/errors-reporter.ts'],
    ...(process.env['CI'] ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: origin(PORT),
    trace: 'retain-on-failure',
    launchOptions: {
      args: CHROMIUM_ARGS,
      ...(executablePath ? { executablePath } : {}),
    },
  },
  projects: [
    onOwnGateway('publishing', PUBLISHING, PORT + 4),
    { ...onOwnGateway('workspace', WORKSPACE, PORT + 4), dependencies: ['publishing'] },
    onOwnGateway('clock-moving', CLOCK_MOVING, PORT + 2),
    onOwnGateway('clock-jumping', CLOCK_JUMPING, PORT + 3),
    {
      name: 'mobile-chromium',
      use: PHONE,
      testIgnore: [CLOCK_MOVING, CLOCK_JUMPING, PUBLISHING, WORKSPACE, HOSTILE],
    },
    // The hostile content (tests/fixtures/xss) on a fixture site of its own, which the spec
    // starts once: its tests run in order in one worker, beside the other specs.
    {
      name: 'hostile-content',
      use: PHONE,
      testMatch: HOSTILE,
      fullyParallel: false,
    },
  ],
  // All gateways at once (tests/e2e/gateways.ts): one webServer entry each would start them one
  // after another. Each has its data fresh in data/e2e-<port>.
  webServer: {
    command: 'node --import tsx tests/e2e/gateways.ts',
    wait: { stdout: /e2e gateways ready/ },
    reuseExistingServer: false,
    // The first run after a change of the gateway seeds the template database: most of a minute
    // on a busy machine, before the gateways load the site.
    timeout: 180_000,
    env: {
      E2E_GATEWAY_PORTS: GATEWAY_PORTS.join(','),
      HOST: '127.0.0.1',
      GATEWAY_DEV: '1',
      PUBLISH_DEBOUNCE_MS: '1000',
      ...(process.env['E2E_DIST'] ? { SITE_DIR: process.env['E2E_DIST'] } : {}),
    },
  },
});
