import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The dev server (`pnpm dev`) forwards what @motorpool/server serves to it, so the portal always
// talks to its own origin, as it does in production. 127.0.0.1 rather than localhost: the server
// listens on IPv4 and Node may resolve localhost to ::1 first.
const serverOrigin = 'http://127.0.0.1:3000';

const WIDGETS_THEME_FOR_STYLES = 'motorpool-widgets-theme-for-styles';
const widgetsTheme = fileURLToPath(new URL('../widgets/src/theme/', import.meta.url));

/**
 * The portal's `.css.ts` files take the theme (`themeVars`, `PHONE_SCREEN`) from `@motorpool/widgets`.
 * vanilla-extract runs a style file with everything it imports, and the compiled file then imports
 * the CSS of every style file that ran: through the package's index that is every widget's CSS, so
 * the shell linked all of it in `<head>`, render-blocking. Style files get the theme modules alone.
 * A style that needs more from the widgets fails the build here, by the missing export's name.
 */
function widgetsThemeForStyles(): Plugin {
  const themeModule = '\0motorpool-widgets-theme';
  return {
    name: WIDGETS_THEME_FOR_STYLES,
    // Before Vite's own resolver, which would find the package's index.
    enforce: 'pre',
    resolveId(source, importer) {
      // The dev server resolves the compiled style file's imports again, the theme module's own id among them.
      if (source === themeModule) return themeModule;
      if (source === '@motorpool/widgets' && importer && /\.css\.ts($|\?)/.test(importer)) return themeModule;
      return null;
    },
    load(id) {
      if (id !== themeModule) return null;
      return `export * from ${JSON.stringify(`${widgetsTheme}vars.css.ts`)};\nexport * from ${JSON.stringify(`${widgetsTheme}media.ts`)};\n`;
    },
  };
}

export default defineConfig({
  plugins: [
    widgetsThemeForStyles(),
    react(),
    // vanilla-extract evaluates style files in a Vite of its own, with only the plugins this lets through.
    vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === WIDGETS_THEME_FOR_STYLES }),
    // Brotli and gzip copies beside each file: the server sends the one a browser asks for without compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
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
