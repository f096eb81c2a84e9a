import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/chromium.js';

const port = Number(process.env.E2E_PORT || 4317);
// The server's data directory, known to the tests too: they read the mail outbox there (tests/e2e/fixtures.ts).
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(os.tmpdir(), 'fabric-e2e-'));

/**
 * Browser tests in Debian's Chromium against one server (tests/e2e/serve.ts) started for the whole run from the
 * SPA that `npm run build` made: each test gets its own page, and signed-in tests their own buyer.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./tests/e2e/spec-times.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
  },
});
