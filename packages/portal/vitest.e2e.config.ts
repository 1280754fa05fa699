import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Journeys through the built portal and server in headless Chromium.
// One server per file and one browser, so files run one after another.
// The plugins let a journey read the portal's route table (src/routes.tsx).
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
