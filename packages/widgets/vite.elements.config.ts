import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The custom-element builds. Each element renders in a shadow
 * root, so here every CSS import becomes JavaScript that hands the built CSS
 * to the shadow roots (see src/element/widget-styles.ts) and no
 * stylesheet is emitted. Run with one of the modes:
 *
 * - `esm`: `dist/elements.js` (exports `registerMotorpoolElements`) and one
 *   entry per feature, `dist/elements/<feature>.js`, which defines that
 *   feature's elements on import. React is the host's; shared code sits in
 *   `dist/elements/chunks/`.
 * - `standalone`: `dist/standalone/motorpool-elements.js`, one classic script
 *   with React inside that defines every element.
 * - `standalone-calendar`: `dist/standalone/motorpool-booking-calendar.js`,
 *   the booking calendar alone, with React (budget: 90 KB gzip).
 *
 * The light-DOM React components and `dist/widgets.css` come from vite.config.ts.
 */

const sourceDir = fileURLToPath(new URL('./src', import.meta.url));
const widgetStylesModule = `${sourceDir}/element/widget-styles.ts`;
const motorpoolElementModule = `${sourceDir}/element/motorpool-element.ts`;

// The host provides React; two copies on one page would break hooks.
const hostProvided = /^react(-dom)?($|\/)/;

// `<prefix><stylesheet id>.shadow.js`: the suffix keeps Vite's CSS plugins and vanilla-extract's
// (which takes `*.css.js` for its own) off the module, which is JavaScript.
const CSS_MODULE_PREFIX = '\0motorpool-shadow-css:';
const CSS_MODULE_SUFFIX = '.shadow.js';
const ELEMENT_ENTRY_PREFIX = '\0motorpool-element-entry:';

/** Every CSS import (vanilla-extract's and packages' own) goes into the shadow roots instead of a stylesheet. */
function cssIntoShadowRoots(): Plugin {
  return {
    name: 'motorpool-css-into-shadow-roots',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // `?inline` and other queried imports are already JavaScript, as are the imports this plugin writes.
      if (!importer || importer.startsWith(CSS_MODULE_PREFIX) || !source.endsWith('.css')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // `./Button.css` names the vanilla-extract module Button.css.ts: only real stylesheets are rewritten.
      if (!resolved?.id.endsWith('.css')) return resolved;
      return CSS_MODULE_PREFIX + resolved.id + CSS_MODULE_SUFFIX;
    },
    load(id) {
      if (!id.startsWith(CSS_MODULE_PREFIX)) return null;
      const cssId = id.slice(CSS_MODULE_PREFIX.length, -CSS_MODULE_SUFFIX.length);
      return [
        `import css from ${JSON.stringify(`${cssId}?inline`)};`,
        `import { adoptWidgetCss } from ${JSON.stringify(widgetStylesModule)};`,
        'adoptWidgetCss(css);',
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const stylesheets = Object.keys(bundle).filter((fileName) => fileName.endsWith('.css'));
      if (stylesheets.length > 0) this.error(`CSS would be left outside the shadow roots: ${stylesheets.join(', ')}`);
    },
  };
}

/** The features with custom elements: the folders of src with an element.ts. */
const elementFeatures = () =>
  readdirSync(sourceDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${sourceDir}/${entry.name}/element.ts`))
    .map((entry) => entry.name)
    .sort();

/** One entry per feature that defines the elements its element.ts exports, so a new element gets its bundle by itself. */
function elementEntries(): Plugin {
  return {
    name: 'motorpool-element-entries',
    resolveId: (source) => (source.startsWith(ELEMENT_ENTRY_PREFIX) ? source : null),
    load(id) {
      if (!id.startsWith(ELEMENT_ENTRY_PREFIX)) return null;
      const feature = id.slice(ELEMENT_ENTRY_PREFIX.length);
      return [
        `import * as feature from ${JSON.stringify(`${sourceDir}/${feature}/element.ts`)};`,
        `import { defineExportedElements } from ${JSON.stringify(motorpoolElementModule)};`,
        'defineExportedElements(feature);',
      ].join('\n');
    },
  };
}

type ElementBuild = Pick<UserConfig, 'build'> & { plugins?: Plugin[] };

const esm = (): ElementBuild => ({
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      input: {
        elements: 'src/elements.ts',
        ...Object.fromEntries(elementFeatures().map((feature) => [`elements/${feature}`, `${ELEMENT_ENTRY_PREFIX}${feature}`])),
      },
      external: (id) => hostProvided.test(id),
      preserveEntrySignatures: 'strict',
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'elements/chunks/[name]-[hash].js' },
    },
  },
});

const standalone = (entry: string, fileName: string): ElementBuild => ({
  build: {
    outDir: 'dist/standalone',
    // Served to partner pages as is; a map would only be dead weight there.
    sourcemap: false,
    rolldownOptions: {
      input: entry,
      output: { format: 'iife', entryFileNames: fileName },
    },
  },
  // The server sends partner pages these brotli and gzip copies instead of compressing on each request.
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
});

const builds: Record<string, () => ElementBuild> = {
  esm,
  standalone: () => standalone('src/standalone/motorpool-elements.ts', 'motorpool-elements.js'),
  'standalone-calendar': () => standalone('src/standalone/motorpool-booking-calendar.ts', 'motorpool-booking-calendar.js'),
};

export default defineConfig(({ mode }) => {
  const build = builds[mode];
  if (!build) throw new Error(`vite.elements.config.ts: --mode must be one of ${Object.keys(builds).join(', ')}, not "${mode}"`);
  const { build: output, plugins = [] } = build();
  return {
    // The mode names the bundle, so the identifiers vanilla-extract would pick by mode are chosen here.
    plugins: [cssIntoShadowRoots(), elementEntries(), vanillaExtractPlugin({ identifiers: 'short' }), react(), ...plugins],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    build: {
      ...output,
      emptyOutDir: false,
      minify: true,
      modulePreload: false,
      // scripts/size-budget.mjs holds the budgets and measures gzip as served.
      reportCompressedSize: false,
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
    },
  };
});
