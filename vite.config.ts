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
  // keen-slider ships its ES module as .es.js in a CommonJS package, which Node will not import: bundle it.
  ssr: { noExternal: ['keen-slider'] },
  server: { port: 5173, proxy: { '/graphql': backend, '/api': backend } },
}));
