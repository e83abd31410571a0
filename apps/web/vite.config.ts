/// <reference types="vitest/config" />
// Builds the single-page app into dist/ (served by the API on one port) and runs the component tests.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
// Node loads this config itself, so the plugin's import names its file exactly.
import { precompress } from './vite-precompress.ts';
import { linguiMacro } from './vite-lingui-macro.ts';

// Named by its path: the root's test run loads this file from another directory.
const linguiConfigPath = `${import.meta.dirname}/lingui.config.ts`;
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // React's plugin gives `npm run dev` Fast Refresh: an edited component updates in place, its state kept.
  plugins: [linguiMacro(linguiConfigPath), react(), lingui({ configPath: linguiConfigPath }), tailwindcss(), precompress()],
  // public/ (favicon, robots) belongs to the browser's build only.
  publicDir: isSsrBuild ? false : 'public',
  // The server's renderer carries its libraries inside, in their production builds: development
  // builds (the router's, the query cache's) check and warn as they render, and the API runs
  // without NODE_ENV set.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/socket.io': { target: api, ws: true } },
  },
  // The browser's build in dist/ (with a manifest, read by the bundle budget); `vite build --ssr`
  // builds the server's renderer into dist-server/ (see package.json).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 400,
    // The app's start (start.tsx, imported by the entry once the page is painted) goes without
    // Vite's preload list: the helper adds a <link rel=modulepreload> per file of it, a dozen, and
    // adding them was about 20 ms of the entry's task on a fast machine, a long task on a phone.
    // The browser fetches the same files once start.js names them, a round trip later, still after
    // the first paint. Lazy pages keep their lists. No polyfill: the browsers the shop supports
    // all know modulepreload. scripts/bundle-budget.ts fails if the entry gets a list again.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (file.startsWith('assets/start-') ? [] : deps) },
    // Fonts stay files, even the 2 KB one: inlined, they would be in every page's stylesheet, though
    // a phone with the font of its own never loads them.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // The contract's plain values (page sizes, labels, the pincode pattern, the staff roles and
        // their permissions) get a chunk of their own: shared with the schemas, they would drag zod
        // into the first load of every storefront page (scripts/bundle-budget.ts checks this).
        codeSplitting: {
          groups: [
            // The entry's own helper for loading the app (main.tsx): alone, so the entry needs nothing else before the page is painted.
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 50 },
            { name: 'storefront-values', test: /contracts[\\/]src[\\/](storefront-values|staff-roles)/, priority: 40 },
            // Zod in one file, loaded with the first form: zod's Hindi locale (lib/zod-hindi.ts, fetched by
            // a Hindi page's form) shares its helpers and would otherwise split them into a file of their own.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]v4[\\/](core|classic|locales[\\/]en\.js)/, priority: 35 },
            // What every page runs (React, the router, the query cache) in one file rather than nine.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            // What the storefront's pages share, in one file every page loads first. The pieces only
            // signed-in screens share (My Orders and the admin panel: dialogs, refunds, invoices)
            // stay out of it, in a chunk of their own that only those screens load; so does the forms'
            // resolver (lib/zod-resolver.ts), which would bring react-hook-form's resolvers along.
            {
              name: 'shop',
              test: /src[\\/](lib|components)[\\/](?!(modal|reason-dialog|refund-list|order-documents)\.tsx$|zod-resolver\.ts$)/,
              minShareCount: 2,
              priority: 20,
            },
            // The storefront features' small query keys and API calls (and the message catalogues'
            // merge), shared by the app's start and its pages: left to themselves they were a dozen
            // files of a few hundred bytes each, and on a phone's HTTP/1.1 connection every file
            // costs a request and about half a KB of headers, more than the code in most of them.
            {
              name: 'storefront-shared',
              test: /src[\\/](i18n[\\/]catalogue\.ts|features[\\/](catalog|cart|content|reviews)[\\/](api|lib)[\\/])/,
              minShareCount: 2,
              maxModuleSize: 4000,
              priority: 19,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    // jsdom renders of whole panels take a few seconds when the machine is busy with other suites.
    testTimeout: 20_000,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Which files: the root vitest.config.ts, whose two web projects split them.
    css: false,
  },
}));
