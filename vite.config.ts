import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = `http://127.0.0.1:${process.env.PORT || 3000}`;

export default defineConfig({
  root: `${root}src`,
  publicDir: false,
  plugins: [react(), precompress()],
  build: { outDir: `${root}dist`, emptyOutDir: true, sourcemap: true, manifest: true },
  server: { port: 5173, proxy: { '/graphql': backend, '/api': backend } },
});
