import { defineConfig } from 'vitest/config';

// Unit and gateway tests run in Node; a test file that needs a DOM opts in with
// `// @vitest-environment jsdom` on its first line.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
  },
});
