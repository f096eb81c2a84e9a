import { expect, signedInTest as test } from './fixtures.js';

/** A stand-in for stately.ai/inspect (no internet here): it says it is connected and keeps what the app sends. */
const FAKE_INSPECTOR = `<!doctype html><title>inspector</title><script>
  window.seen = [];
  window.addEventListener('message', (event) => window.seen.push(JSON.stringify(event.data)));
  window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

test.describe('the Stately inspector for testers (INSPECT=true)', () => {
  test('a page the server marks opens the inspector with every actor, and no token, code or card number reaches it', async ({
    page,
    context,
    buyer,
  }) => {
    await context.route('https://stately.ai/**', (route) => route.fulfill({ contentType: 'text/html', body: FAKE_INSPECTOR }));
    // As a server started with INSPECT=true sends its pages (tests/api/server-drawn-pages.test.ts checks the server).
    await page.route('**/cart', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', '<meta name="fabric-inspect" content="on"></head>');
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-encoding': '' } });
    });
    const inspector = context.waitForEvent('page');
    await page.goto('/cart');
    const window = await inspector;
    expect(window.url()).toBe('https://stately.ai/inspect');
    const seen = () => window.evaluate(() => (window as unknown as { seen: string[] }).seen.join('\n'));
    // Every actor the cart page runs, the app's and the screen's own.
    for (const machine of ['app', 'session', 'shop', 'productList', 'categories', 'cart']) {
      await expect.poll(seen, { timeout: 15_000, message: machine }).toContain(`"name":"${machine}","type":"@xstate.actor"`);
    }
    // One system: the session, shop and catalogue are the app's children, and so are the cart screen's machines.
    const actors = await window.evaluate(() =>
      (window as unknown as { seen: string[] }).seen
        .map((raw) => JSON.parse(raw) as unknown)
        .map((data) => (typeof data === 'string' ? (JSON.parse(data) as unknown) : data))
        .filter((data): data is { type: string; name: string; sessionId: string; parentId?: string } =>
          Boolean(data && typeof data === 'object' && (data as { type?: unknown }).type === '@xstate.actor'),
        )
        .map(({ name, sessionId, parentId }) => ({ name, sessionId, parentId: parentId ?? null })),
    );
    const app = actors.find((actor) => actor.name === 'app')!;
    expect(app.parentId).toBeNull();
    for (const machine of ['session', 'shop', 'productList', 'categories', 'cart'])
      expect(actors.find((actor) => actor.name === machine)?.parentId, machine).toBe(app.sessionId);
    expect(await seen()).toContain('"token":"(hidden)"');
    expect(await seen()).not.toContain(buyer.token);
  });

  test('without the mark, no inspector opens', async ({ page, context }) => {
    const opened: string[] = [];
    context.on('page', (other) => opened.push(other.url()));
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(opened).toEqual([]);
  });
});
