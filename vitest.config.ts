import { availableParallelism } from 'node:os';
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
  'tests/unit/gateway/multi-server.test.ts',
  'tests/unit/gateway/waitlist-hotel-race.test.ts',
];

// Unit and gateway tests run in Node; a test file that needs a DOM opts in with
// `// @vitest-environment jsdom` on its first line.
//
// Timeouts are sized for a busy machine (2 cores shared with builds and browsers): rendering an
// island in jsdom against a real gateway process takes well over Vitest's default 5 s there.
// They bound work that is genuinely slow; no test waits for time to pass (fake timers and the
// gateway's clock do that).
/**
 * The islands run on Preact through preact/compat in the build (astro.config.mjs), so the tests
 * render them on the same runtime: `react` and `react-dom` resolve to preact/compat here too,
 * also inside the libraries that import them (inlined below, as Node would load React itself).
 */
const PREACT_COMPAT = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom(\/client)?$/, replacement: 'preact/compat$1' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // its ES build (Node would take the CommonJS one, whose require('react-dom') no alias reaches)
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
];

export default defineConfig({
  resolve: { alias: PREACT_COMPAT },
  test: {
    environment: 'node',
    server: {
      deps: {
        inline: [
          '@testing-library/react',
          '@tanstack/react-query',
          '@nanostores/react',
          '@tiptap/react',
          'use-sync-external-store',
        ],
      },
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two test files at a time even on 2 cores (Vitest's default is cores - 1): most files wait
    // on gateway processes, databases and sockets, so the second core would idle (measured:
    // 11.3 min with one worker, 7.1 with two). It needs the patch of Vitest's worker RPC
    // timeout (patches/, README "How npm test uses the machine").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          setupFiles: ['tests/setup/preact.ts', 'tests/setup/event-loop.ts'],
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          // several gateway processes on one database: PostgreSQL only
          exclude: [
            'tests/unit/gateway/multi-process.test.ts',
            'tests/unit/gateway/multi-server.test.ts',
            'tests/unit/gateway/waitlist-hotel-race.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: POSTGRES_SUITES,
          globalSetup: ['tests/setup/postgres.ts'],
          setupFiles: ['tests/setup/event-loop.ts'],
          // a test that opens a gateway also creates its database (a template copy)
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
