import { defineConfig } from 'vitest/config';

// The publishing equality test (tests/publish): real full builds and the real server, so one
// file at a time and after the unit tests (npm run test:publish).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/publish/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
