/// <reference types="vitest/config" />
// Builds the web app with React Router's framework mode (react-router.config.ts): the browser's
// files into build/client and the server's renderer into build/server, both served by the API on
// one port; and runs the component tests.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
// Node loads this config itself, so the plugin's import names its file exactly.
import { precompress } from './vite-precompress.ts';
import { linguiMacro } from './vite-lingui-macro.ts';

// Named by its path: the root's test run loads this file from another directory.
const linguiConfigPath = `${import.meta.dirname}/lingui.config.ts`;
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // React Router's plugin builds the route modules and gives `npm run dev` Fast Refresh (an edited
  // component updates in place, its state kept). The component tests render components alone,
  // without the framework: React's own plugin compiles them.
  plugins: [
    linguiMacro(linguiConfigPath),
    process.env.VITEST ? react() : reactRouter(),
    lingui({ configPath: linguiConfigPath }),
    tailwindcss(),
    precompress(),
  ],
  // The server's renderer carries its libraries inside, in their production builds: development
  // builds (the router's, the query cache's) check and warn as they render, and the API runs
  // without NODE_ENV set.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/socket.io': { target: api, ws: true } },
  },
  // The browser's build (with Vite's manifest, read by the bundle budget) in build/client, the
  // server's in build/server: React Router sets the directories (react-router.config.ts).
  build: {
    sourcemap: !isSsrBuild,
    // Vite's manifest of the browser's build stays in build/client/.vite (the bundle budget reads it).
    manifest: true,
    // The server's build starts from the shop's own entry (src/server/app.ts: React Router's request
    // handler over the route modules, for the API to call), not from React Router's bare build.
    ...(isSsrBuild ? { rollupOptions: { input: './src/server/app.ts' } } : {}),
    chunkSizeWarningLimit: 400,
    // No polyfill: the browsers the shop supports all know modulepreload.
    modulePreload: { polyfill: false },
    // Fonts stay files, even the 2 KB one: inlined, they would be in every page's stylesheet, though
    // a phone with the font of its own never loads them.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            // The contract's plain values (page sizes, labels, the pincode pattern) and the staff roles
            // with their permissions (which the session reads on every page) go with the shop's shared
            // code: left with the schemas, they would drag zod into the first load of every storefront
            // page (scripts/bundle-budget.ts checks this), and in a file of their own they cost a
            // request and its headers for half a KB of code.
            codeSplitting: {
              groups: [
                // Zod in one file, loaded with the first form: zod's Hindi locale (lib/zod-hindi.ts, fetched by
                // a Hindi page's form) shares its helpers and would otherwise split them into a file of their own.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]v4[\\/](core|classic|locales[\\/]en\.js)/, priority: 35 },
                // What every page runs (React, the router, the query cache) in one file rather than nine.
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser)[\\/]/, priority: 30 },
                // What the storefront's pages share, in one file every page loads first (with the frame's
                // error page and the catalogues' loader). The pieces only signed-in screens and forms
                // share (My Orders, checkout, the account and the admin panel: dialogs, refunds, invoices,
                // form fields and rules, order badges) stay out of it, in chunks that only those screens
                // load; so does the forms' resolver (lib/zod-resolver.ts), which would bring
                // react-hook-form's resolvers along.
                {
                  name: 'shop',
                  test: /(src[\\/]((lib|components)[\\/](?!(modal|reason-dialog|refund-list|order-documents|form-field|form-alert|mobile-number-field|order-status-badges|substitution-note|reference-photo-thumb|login-prompt)\.tsx$|(zod-resolver|form-rules|form-errors|use-url-tabs)\.ts$)|app[\\/]shell[\\/]route-error|i18n[\\/]load-messages)|contracts[\\/]src[\\/](storefront-values|staff-roles))/,
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
