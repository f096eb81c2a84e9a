// The JavaScript a visitor's browser downloads until the page answers: every script requested from the
// navigation until the app marks itself alive (html[data-app], set once hydration has committed), gzipped. Read in
// Chromium from the page itself, so it counts what the browser really fetched, preloads and lazy chunks alike.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { APP_ALIVE_ATTRIBUTE } from '../../domain/early-clicks.js';

export interface ScriptsUntilAlive {
  /** Each script requested before the app was alive, by file name, gzipped (level 9), largest first. */
  scripts: { file: string; kb: number }[];
  kb: number;
  /** Scripts requested after (the landing sections below the hero, say), for the record. */
  afterKb: number;
}

export async function scriptsUntilAlive(page: Page, url: string): Promise<ScriptsUntilAlive> {
  // A string, not a function: tsx would wrap a function's inner names in a helper the page does not have. It watches
  // the document, not <html>, because it runs before the parser has made <html>.
  await page.addInitScript(`
    new MutationObserver((records, watcher) => {
      if (!document.documentElement?.hasAttribute(${JSON.stringify(APP_ALIVE_ATTRIBUTE)})) return;
      window.aliveAt = performance.now();
      watcher.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [${JSON.stringify(APP_ALIVE_ATTRIBUTE)}] });
  `);
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const address = response.url();
    if (!new URL(address).pathname.endsWith('.js') || sizes.has(address)) return;
    sizes.set(
      address,
      response.body().then((body) => gzipSync(body, { level: 9 }).length / 1024),
    );
  });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { aliveAt?: number }).aliveAt !== undefined);
  await page.waitForLoadState('networkidle');
  const { aliveAt, requested } = await page.evaluate(() => ({
    aliveAt: (window as unknown as { aliveAt: number }).aliveAt,
    requested: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ address: entry.name, startTime: entry.startTime })),
  }));
  const scripts: { file: string; kb: number }[] = [];
  let afterKb = 0;
  for (const { address, startTime } of requested) {
    const kb = (await sizes.get(address)) ?? 0;
    if (startTime < aliveAt) scripts.push({ file: new URL(address).pathname.split('/').at(-1)!, kb: Number(kb.toFixed(1)) });
    else afterKb += kb;
  }
  scripts.sort((a, b) => b.kb - a.kb);
  return { scripts, kb: scripts.reduce((sum, script) => sum + script.kb, 0), afterKb };
}
