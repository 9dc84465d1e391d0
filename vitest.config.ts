import { defineConfig } from 'vitest/config';

/**
 * The gateway suites that touch data, run a second time on PostgreSQL (the `postgres` project:
 * one private cluster for the run, a database per test; tests/setup/postgres.ts). Everything
 * runs on SQLite in the `unit` project.
 */
export const POSTGRES_SUITES = [
  'tests/unit/gateway/db.test.ts',
  'tests/unit/gateway/auth-*.test.ts',
  'tests/unit/gateway/captcha-*.test.ts',
  'tests/unit/gateway/cms-*.test.ts',
  'tests/unit/gateway/editor-*.test.ts',
  'tests/unit/gateway/order-*.test.ts',
  'tests/unit/gateway/product-*.test.ts',
  'tests/unit/gateway/search-*.test.ts',
  'tests/unit/gateway/service-*.test.ts',
  'tests/unit/gateway/multi-process.test.ts',
];

// Unit and gateway tests run in Node; a test file that needs a DOM opts in with
// `// @vitest-environment jsdom` on its first line.
//
// Timeouts are sized for a busy machine (2 cores shared with builds and browsers): rendering an
// island in jsdom against a real gateway process takes well over Vitest's default 5 s there.
// They bound work that is genuinely slow; no test waits for time to pass (fake timers and the
// gateway's clock do that).
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          // several gateway processes on one database: PostgreSQL only
          exclude: ['tests/unit/gateway/multi-process.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: POSTGRES_SUITES,
          globalSetup: ['tests/setup/postgres.ts'],
          // a test that opens a gateway also creates its database (a template copy)
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
