import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const page = (name: string) => fileURLToPath(new URL(`./${name}.html`, import.meta.url));

/**
 * The two bench pages as an app build (React bundled, production mode), the
 * way a host page ships the calendar. run.mjs builds this into a temporary
 * directory (`build.outDir`) and serves it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  mode: 'production',
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    emptyOutDir: true,
    // FullCalendar and React together exceed Vite's default warning size; the bench is never shipped.
    chunkSizeWarningLimit: 2_000,
    rolldownOptions: {
      input: { motorpool: page('motorpool'), fullcalendar: page('fullcalendar') },
      // The vanilla-extract transform is slow on a busy machine; the bench build's own time is not what it measures.
      checks: { bundlerTimings: false },
    },
  },
});
