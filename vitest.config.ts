import { defineConfig } from 'vitest/config';

// One run over every package; each package's own config names its project.
export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a two-core machine means one file at a time; journeys and
    // server files mostly wait on child processes and the database, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: ['packages/*/vitest.config.ts', 'packages/portal/vitest.e2e.config.ts'],
  },
});
