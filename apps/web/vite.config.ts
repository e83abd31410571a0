/// <reference types="vitest/config" />
// Builds the single-page app into dist/ (served by the API on one port) and runs the component tests.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Node loads this config itself, so the plugin's import names its file exactly.
import { precompress } from './vite-precompress.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/socket.io': { target: api, ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 400 },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
