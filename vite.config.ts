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
    : { outDir: `${root}dist`, emptyOutDir: true, sourcemap: true, manifest: true },
  // The renderer carries its libraries, React's production build among them: Node would otherwise load React's
  // development build (several times slower to draw) whenever NODE_ENV is not 'production', which `npm start` leaves
  // as it finds it. (It also bundles keen-slider, whose ES module Node will not import.)
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { port: 5173, proxy: { '/graphql': backend, '/api': backend } },
}));
