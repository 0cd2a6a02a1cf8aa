import { availableParallelism } from 'node:os';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import { runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import type { appManifestFiles } from './src/features/app-install/app-manifests';
import { fontPreloads } from './src/fonts/font-preloads';
import { catalogPart, type CatalogPart } from './src/i18n/catalog-parts';

/**
 * `en.json?shell`, `?labels`, `?feed`, `?post`, `?pages`, `?account`, `?map` and `?saveSearch`
 * (ar.json too):
 * the parts of a catalog, each its own chunk, so a first visit to /, /feed or a shared post does
 * not download the texts of every other page, nor most pages those of the account's security,
 * nor any page those of a map before it shows one.
 */
function catalogParts(): Plugin {
  return {
    name: 'catalog-parts',
    enforce: 'pre',
    async load(id) {
      const match =
        /^(.*\/i18n\/(?:en|ar)\.json)\?(shell|labels|feed|post|pages|account|map|saveSearch)$/.exec(
          id,
        );
      if (!match) return null;
      const [, file, part] = match as unknown as [string, string, CatalogPart];
      this.addWatchFile(file);
      const catalog = JSON.parse(await readFile(file, 'utf8')) as Parameters<typeof catalogPart>[0];
      return { code: JSON.stringify(catalogPart(catalog, part)), moduleType: 'json' };
    },
  };
}

/**
 * One web app manifest per language (features/app-install/app-manifests.ts): a manifest has one
 * name, and the web host links each page to its language's. The module is run by Vite, since
 * it reads the contract's TypeScript, which this config's own loader leaves to Node.
 */
function appManifests(): Plugin {
  return {
    name: 'app-manifests',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<{ appManifestFiles: typeof appManifestFiles }>(
        fileURLToPath(new URL('./src/features/app-install/app-manifests.ts', import.meta.url)),
      );
      for (const { fileName, source } of module.appManifestFiles()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/** The chunks the entry imports before anything else runs: its codeSplitting groups below. */
const ENTRY_CHUNK = /^assets\/(vendor|shell|rolldown-runtime)-[\w-]+\.js$/;

/**
 * The first screen's renderer, which the web host runs to draw a visitor's page as HTML
 * (first-screen.tsx): the same modules built for Node into dist-server/, which is never served.
 * It needs the catalogs' parts and nothing the browser's build adds to the site.
 */
const firstScreenBuild = defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [catalogParts()],
  // React's production build, within the module: the host's NODE_ENV is not the app's to decide.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist-server',
    rolldownOptions: {
      input: 'src/first-screen.tsx',
      // "use client" marks modules for a framework's server components, which this is not.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
    target: 'node22',
    sourcemap: false,
    copyPublicDir: false,
  },
});

const browserBuild = defineConfig({
  // JSX compiles to React's automatic runtime ('react/jsx-runtime').
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [
    tailwindcss(),
    catalogParts(),
    appManifests(),
    fontPreloads(),
    // The service worker (features/app-install/sw), written with Workbox's modules and given
    // the list of the built shell to precache; the page registers it itself (register.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/app-install/sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script: module service workers are newer than some phones' browsers.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        // Videos, and the emoji panel of messages, which need a connection anyway; Leaflet's
        // own images, which no map here shows. The maps are kept: offline, a saved feed still
        // shows its posts on its map, which says its tiles did not load.
        globIgnores: [
          'media/**',
          '**/emoji-panel-*.js',
          '**/{layers,layers-2x,marker-icon,marker-icon-2x,marker-shadow}-*.png',
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      // Every 'zod' import, the contract's too, gets the one configured for the page's CSP.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      // Leaflet's ECMAScript module rather than its UMD build (its package names no module):
      // 1.5 KB less of the map's chunk, gzipped.
      { find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' },
    ],
  },
  build: {
    target: 'es2022',
    modulePreload: {
      // Every browser of that target preloads modules itself.
      polyfill: false,
      // A page's chunks are imported by the entry, which has then already loaded the libraries,
      // the shell and the runtime: naming them again in each of the entry's ~50 lists of what to
      // preload cost every first visit about 100 bytes, gzipped, for nothing. The page itself
      // (hostType 'html') still preloads them.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNK.test(dep)) : deps,
    },
    // The web host serves everything in dist/: no source maps, so the source is not published.
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page's module needs, so the web host names
    // them in the page (modulepreload) and they load beside the entry, not after it. The host
    // reads it and never serves it.
    manifest: true,
    // Every asset stays a cacheable file: inlined data: URLs would also need a looser CSP.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Constants are written where they are used, not imported from the chunk that declares
      // them (an export and an import each): 300 to 500 bytes less of every first visit.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page runs before it shows, React with React DOM, the router
            // and TanStack Query, in one chunk: one download, compressed as one, that stays
            // cached from one release of the app to the next.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // The app's own modules that the shell and the pages both import (the session, the
            // translations, the paths, the API's constants, the hooks every first page runs, the
            // page's data the web host wrote):
            // one chunk rather than a dozen of a few hundred bytes each, which compress worse
            // and cost a request each.
            {
              name: 'shell',
              test: /(src[\\/](lib[\\/](session|offline-caches|runtime-config|language|page-data)|i18n[\\/](i18n|translate|use-translation)|hooks[\\/]use-(language|media-query|reduced-motion|document-title))\.tsx?$|contract[\\/]src[\\/](constants|runtime-config|app-install|message-constants|web-paths)\.ts$|vite[\\/]preload-helper)/,
            },
            // What the cards of a visitor's first pages (the feed, a post's preview, the events)
            // all show, a post's place, photo and labels: one chunk rather than seven of a few
            // hundred bytes each, which cost a first visit 0.4 KB more, gzipped, apart.
            {
              name: 'post-parts',
              test: /(src[\\/](components[\\/]ui[\\/](place-name|photo-placeholder)|features[\\/]posts[\\/](availability-badge|post-labels))\.tsx?$|contract[\\/]src[\\/](location|photo-src-set)\.ts$)/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // A worker per core: vitest's default leaves one of CI's two idle.
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    unstubGlobals: true,
    // Generous for a busy two-core machine; a passing test ends as soon as it holds.
    testTimeout: 15_000,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstScreenBuild : browserBuild));
