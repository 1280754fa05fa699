import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

// The host provides React; two copies on one page would break hooks.
const hostProvided = /^react(-dom)?($|\/)/;

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    dts({
      tsconfigPath: './tsconfig.json',
      include: ['src'],
      // Fixtures and the fake server serve stories and tests only.
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx', 'src/test-support/**', 'src/element/shadow-queries.ts', 'src/standalone'],
    }),
  ],
  // The light-DOM React components and dist/widgets.css, which the host page loads. The custom
  // elements render in shadow roots with their CSS built in: vite.elements.config.ts builds them
  // (`dist/elements.js`, `dist/elements/*.js`, `dist/standalone/*.js`) after this build.
  build: {
    lib: {
      entry: { index: 'src/index.ts' },
      formats: ['es'],
      cssFileName: 'widgets',
    },
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: { external: (id) => hostProvided.test(id) },
  },
});
