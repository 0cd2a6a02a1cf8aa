import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Every 'zod' import, the contract's too, gets the one configured for the page's CSP.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    // The web host serves everything in dist/: no source maps, so the source is not published.
    sourcemap: false,
    // Every asset stays a cacheable file: inlined data: URLs would also need a looser CSP.
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    unstubGlobals: true,
    // Generous for a busy two-core machine; a passing test ends as soon as it holds.
    testTimeout: 15_000,
  },
});
