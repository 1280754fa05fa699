import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API calls to a locally running @motorpool/server,
// so the portal always talks to its own origin, as it does in production.
const serverOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': serverOrigin,
      '/healthz': serverOrigin,
    },
  },
});
