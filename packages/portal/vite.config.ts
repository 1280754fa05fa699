import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The dev server (`pnpm dev`) forwards what @motorpool/server serves to it, so the portal always
// talks to its own origin, as it does in production. 127.0.0.1 rather than localhost: the server
// listens on IPv4 and Node may resolve localhost to ::1 first.
const serverOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  // Brotli and gzip copies beside each file: the server sends the one a browser asks for without compressing on every request.
  plugins: [react(), vanillaExtractPlugin(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': serverOrigin,
      '/healthz': serverOrigin,
      // With their slash: /embed-keys is a portal page, /embed/ the widgets' standalone scripts.
      '/embed/': serverOrigin,
      '/uploads/': serverOrigin,
    },
  },
});
