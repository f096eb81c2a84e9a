import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One graphql module for everyone, as under Node: mercurius requires its CommonJS entry, and Vite would otherwise
  // hand our own imports the ESM one, so that schemas from one would be foreign to the other.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/{machines,api,bff,domain,src,lint}/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // A worker runs its files with one module cache, not a fresh one per file: the API's modules are imported twice
    // (once per worker) instead of once per file. A file's own state lives in the file; what support modules keep per
    // file is keyed by it (tests/support/per-file.ts, databases.ts).
    isolate: false,
  },
});
