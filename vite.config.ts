import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';
import { scriptsAfterPaint } from './build/scripts-after-paint.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = `http://127.0.0.1:${process.env.PORT || 3000}`;

// `vite build` makes the SPA (dist/); `vite build --ssr` the server's page renderer (dist-server/render-page.js).
export default defineConfig(({ isSsrBuild }) => ({
  root: `${root}src`,
  publicDir: false,
  plugins: [react(), ...(isSsrBuild ? [] : [scriptsAfterPaint(), precompress()])],
  build: isSsrBuild
    ? { outDir: `${root}dist-server`, emptyOutDir: true, sourcemap: true }
    : {
        outDir: `${root}dist`,
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Every browser the storefront supports preloads modules itself.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Everything the app needs to come alive in one chunk (the app's start and all it imports, libraries and
            // bundler runtime included) rather than two dozen: one gzip stream compresses better than many small ones,
            // and it is one request. What only later screens use still loads with them.
            codeSplitting: {
              groups: [
                // Vite's preload helper stays apart: the entry needs it to import the app after the first paint
                // (src/main.tsx), and in the app's chunk it would make the entry wait for the whole app.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
                { name: 'start', test: /src[\\/]app[\\/]start\.tsx$/, includeDependenciesRecursively: true, priority: 1 },
              ],
            },
          },
        },
      },
  // The renderer carries its libraries, React's production build among them: Node would otherwise load React's
  // development build (several times slower to draw) whenever NODE_ENV is not 'production', which `npm start` leaves
  // as it finds it. (It also bundles keen-slider, whose ES module Node will not import.)
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // @xstate/react and wouter import the shim of useSyncExternalStore made for React 17 and older; React 19 has it, and
  // the same package's plain entries use React's own (a smaller download, same behaviour).
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  server: { port: 5173, proxy: { '/graphql': backend, '/api': backend } },
}));
