import { defineProject } from 'vitest/config';

// Journeys through the built portal and server in headless Chromium.
// One server per file and one browser, so files run one after another.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
