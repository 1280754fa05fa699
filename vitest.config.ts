import { defineConfig } from 'vitest/config';

// One run over every package; each package's own config names its project.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'packages/portal/vitest.e2e.config.ts'],
  },
});
