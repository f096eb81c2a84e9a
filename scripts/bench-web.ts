// npm run bench:web: how fast the storefront loads on a phone, beside its baselines from the same run.
// 1. The landing route's first JavaScript (gzipped): read from the build's manifest, and counted in Chromium at 375 px
//    (every script requested until the app is alive), beside react, react-dom, xstate, @xstate/react and wouter alone.
// 2. Lighthouse (default mobile emulation, Debian's Chromium) on /, /products and a product page of a fresh server,
//    beside a static page with no JavaScript served from the same machine: performance, accessibility, best
//    practices, LCP and CLS, each the median of RUNS runs.
// Not part of npm test. Options: -- --runs N (default 3).
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { build } from 'esbuild';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { scriptsUntilAlive } from '../tests/support/scripts-until-alive.js';
import { spawnServer } from '../tests/support/spawn-server.js';
import { CHROMIUM_ARGS } from '../tests/e2e/chromium.js';
import { LANDING_BUDGET_KB, landingBundle } from './landing-bundle.js';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;
const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 1500, cls: 0.02 };

/** The five libraries every screen needs, bundled and minified alone: the floor of any landing bundle. */
async function librariesAloneKb(): Promise<number> {
  const result = await build({
    stdin: {
      contents:
        "import * as a from 'react'; import * as b from 'react-dom/client'; import * as c from 'xstate'; import * as d from '@xstate/react'; import * as e from 'wouter'; console.log(a, b, c, d, e);",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length / 1024;
}

/** A page with a heading and a paragraph and no JavaScript: what this machine's Chromium scores at best. */
async function staticBaseline() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Baseline"><title>Baseline</title></head><body><main><h1>Your Marketplace for Every Fabric Need</h1><p>A static page with no JavaScript.</p></main></body></html>';
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  failing: string[];
}

async function audit(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const { categories, audits } = result!.lhr;
  const failing = Object.values(audits)
    .filter(
      (item) =>
        item.score !== null &&
        item.score < 1 &&
        ['binary', 'numeric'].includes(item.scoreDisplayMode) &&
        ![
          'largest-contentful-paint',
          'cumulative-layout-shift',
          'first-contentful-paint',
          'speed-index',
          'total-blocking-time',
          'interactive',
          'max-potential-fid',
        ].includes(item.id),
    )
    .map((item) => item.id);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Infinity),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Infinity).toFixed(3)),
    failing,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function medianAudit(port: number, url: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(port, url));
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

const mark = (met: boolean) => (met ? 'met' : 'MISSED');

console.log('Building the SPA…');
execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
const [{ kb: landingKb }, librariesKb] = await Promise.all([landingBundle(), librariesAloneKb()]);
const server = await spawnServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
const phone = await browser.newPage({ viewport: { width: 375, height: 800 } });
const inBrowser = await scriptsUntilAlive(phone, `${server.url}/`);
await browser.close();
console.log('\nLanding route first JavaScript, gzipped:');
console.table([
  {
    what: 'build manifest: the entry, the app start and their static imports',
    KB: Number(landingKb.toFixed(1)),
    goal: `≤ ${LANDING_BUDGET_KB}`,
    result: mark(landingKb <= LANDING_BUDGET_KB),
  },
  {
    what: 'Chromium at 375 px: every script requested until the app is alive',
    KB: Number(inBrowser.kb.toFixed(1)),
    goal: `≤ ${LANDING_BUDGET_KB}`,
    result: mark(inBrowser.kb <= LANDING_BUDGET_KB),
  },
  { what: '  then, below the hero and the GraphQL library', KB: Number(inBrowser.afterKb.toFixed(1)), goal: '', result: '' },
  { what: 'baseline: react, react-dom, xstate, @xstate/react, wouter alone', KB: Number(librariesKb.toFixed(1)), goal: '', result: '' },
]);

const baseline = await staticBaseline();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [...CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--headless')), '--headless=new'],
});
try {
  const { data } = (await (await fetch(`${server.url}/api/getAllProducts?page=1&limit=1`)).json()) as { data: { _id: string }[] };
  const pages = [
    ['baseline: static page, no JavaScript', baseline.url],
    ['/', `${server.url}/`],
    ['/products', `${server.url}/products`],
    ['a product page', `${server.url}/product/${data[0]!._id}`],
  ] as const;
  // One run unmeasured first, so that the server's first answers (cold caches) do not count.
  for (const [, url] of pages) await audit(chrome.port, url);
  const rows = [];
  const failing: string[] = [];
  for (const [name, url] of pages) {
    const figures = await medianAudit(chrome.port, url);
    const isBaseline = name.startsWith('baseline');
    const met =
      figures.performance >= GOALS.performance &&
      figures.accessibility >= GOALS.accessibility &&
      figures.bestPractices >= GOALS.bestPractices &&
      figures.lcpMs <= GOALS.lcpMs &&
      figures.cls <= GOALS.cls;
    rows.push({
      page: name,
      performance: figures.performance,
      accessibility: figures.accessibility,
      'best practices': figures.bestPractices,
      'LCP ms': figures.lcpMs,
      CLS: figures.cls,
      result: isBaseline ? '' : mark(met),
    });
    if (!isBaseline && figures.failing.length > 0) failing.push(`${name}: ${figures.failing.join(', ')}`);
  }
  console.log(
    `\nLighthouse, mobile emulation, median of ${RUNS} (goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, best practices ${GOALS.bestPractices}, LCP ≤ ${GOALS.lcpMs} ms, CLS ≤ ${GOALS.cls}):`,
  );
  console.table(rows);
  if (failing.length > 0) console.log(`Audits not passed:\n  ${failing.join('\n  ')}`);
} finally {
  await chrome.kill();
  await baseline.close();
  await server.stop();
}
