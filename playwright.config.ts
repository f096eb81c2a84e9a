import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/chromium.js';
import { E2E_WORKERS, serverDataDir, serverPort, serverURL } from './tests/e2e/servers.js';

// The servers' data directories, known to the tests too: they read the mail outbox there (tests/e2e/fixtures.ts).
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(os.tmpdir(), 'fabric-e2e-'));

/**
 * Browser tests in Debian's Chromium, each worker against its own server (tests/e2e/serve.ts, tests/e2e/servers.ts)
 * started for the whole run from the SPA that `npm run build` made: a spec file runs in one worker, each test gets its
 * own page, and signed-in tests their own buyer.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A test's time doubles on a slower or busier CI machine (one clean run took 2,205 s of tests where another took
  // 1,351): the screenshot tests, an axe scan at each of three widths, came within 10 s of a 60 s limit, then over it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./tests/e2e/spec-times.ts']],
  use: {
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Traces cost a fifth of the run's time, so none are kept: `npx playwright test --trace retain-on-failure` keeps them.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `${serverURL(index)}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: { E2E_PORT: String(serverPort(index)), E2E_DATA_DIR: serverDataDir(index) },
  })),
});
