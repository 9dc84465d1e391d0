import { defineConfig } from 'vitest/config';

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
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
