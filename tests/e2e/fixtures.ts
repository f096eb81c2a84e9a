import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { serverDataDir, serverURL } from './servers.js';

export { expect };

export const SCREENSHOTS = 'test-results/screenshots';
export const WIDTHS = [375, 768, 1280] as const;
export const PASSWORD = 'Cotton@2026';
mkdirSync(SCREENSHOTS, { recursive: true });

export interface Buyer {
  email: string;
  password: string;
  name: string;
  token: string;
  /** The user as the SPA keeps it in storage (FB_USER). */
  user: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    dob: string | null;
    profilePicture: string | null;
    operator: boolean;
  };
}

/** The mail this worker's e2e server sent (its outbox, as a server without SMTP_URL writes it), oldest first. */
export function outbox(): { to: string; subject: string; text: string }[] {
  const file = path.join(serverDataDir(test.info().parallelIndex), 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string });
}

/**
 * The outbox's messages to `to` whose subject matches, once `count` have arrived: order mail and notices go through the
 * job queue, which sends them a moment after the change that queued them.
 */
export async function mailArrived(to: string, subject: RegExp, count = 1) {
  const matching = () => outbox().filter((message) => message.to === to && subject.test(message.subject));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return matching();
}

/** A REST call as a signed-in buyer or operator (JSON or multipart); a non-2xx answer throws with its text. */
export async function rest<T>(baseURL: string, token: string, method: string, path: string, body?: object | FormData): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { authorization: token, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** `member` joins the owner's company as `role`, by the mailed link, through the API; answers their user id. */
export async function joinedCompany(baseURL: string, owner: Buyer, member: Buyer, role: string): Promise<string> {
  await rest(baseURL, owner.token, 'POST', '/company/invitations', { email: member.email, role });
  const mail = outbox()
    .filter((message) => message.to === member.email)
    .at(-1)!;
  const token = /invitation=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  const answer = await rest<{ data: { members: { email: string; userId: string }[] } }>(
    baseURL,
    member.token,
    'POST',
    '/company/invitations/accept',
    {
      token,
    },
  );
  return answer.data.members.find((one) => one.email === member.email)!.userId;
}

/** A delivery address in Maharashtra, as POST /api/address takes it. */
export const MUMBAI_ADDRESS = {
  address: '7 Linking Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  alternativePhoneNumber: '9876501234',
  pinCode: '400050',
};

let sequence = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++sequence}@mill.example.in`;

/** Signs a new buyer up through the REST API (the e2e server returns codes in answers). */
export async function createBuyer(baseURL: string, name = 'Asha Textiles', email = uniqueEmail('buyer')): Promise<Buyer> {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { otp, challenge } = (await post('/user/signup', { email })) as { otp: string; challenge: string };
  const session = (await post('/user/verifyOtp', {
    type: 'signin',
    email,
    otp,
    challenge,
    name,
    phone: '9876543210',
    password: PASSWORD,
  })) as {
    token: string;
    data: {
      _id: string;
      name: string;
      email: string;
      phone: string | null;
      dob: string | null;
      profile_pic: string | null;
      operator: boolean;
    };
  };
  const { data } = session;
  return {
    email,
    password: PASSWORD,
    name,
    token: session.token,
    user: {
      id: data._id,
      name: data.name,
      email: data.email,
      phone: data.phone,
      dob: data.dob,
      profilePicture: data.profile_pic,
      operator: data.operator,
    },
  };
}

/** The page starts signed in as `buyer` (token and user in storage before the first page loads), as signedInTest does. */
export const signInPage = (page: Page, buyer: Buyer) =>
  page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('FB_TOKEN', token);
      localStorage.setItem('FB_USER', user);
    },
    [buyer.token, JSON.stringify(buyer.user)] as const,
  );

/** The e2e server's operator (its ADMIN_EMAILS), shared by every spec: signed up once, then signed in with its password. */
export const OPERATOR_EMAIL = 'operator@mill.example.in';
let operatorSession: Promise<Buyer> | undefined;
export function operator(baseURL: string): Promise<Buyer> {
  operatorSession ??= createBuyer(baseURL, 'Dispatch Desk', OPERATOR_EMAIL).catch(async () => {
    const response = await fetch(`${baseURL}/api/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OPERATOR_EMAIL, password: PASSWORD }),
    });
    const session = (await response.json()) as { token: string; data: { _id: string; name: string; email: string } };
    return {
      email: OPERATOR_EMAIL,
      password: PASSWORD,
      name: session.data.name,
      token: session.token,
      user: {
        id: session.data._id,
        name: session.data.name,
        email: OPERATOR_EMAIL,
        phone: null,
        dob: null,
        profilePicture: null,
        operator: true,
      },
    };
  });
  return operatorSession;
}

/**
 * Pages arrive drawn by the server and come alive a moment later: after a goto or reload that waits for 'load', the
 * page waits until the app is alive (html[data-app="ready"]), as a buyer would wait until the page answers. A click
 * before then can land on a button with no handler yet. A test that holds the app's code back asks for 'commit' or
 * 'domcontentloaded'.
 */
export function actsWhenAlive(page: Page): Page {
  const alive = (options?: { waitUntil?: string }) =>
    !options?.waitUntil || options.waitUntil === 'load' ? page.locator('html[data-app="ready"]').waitFor({ state: 'attached' }) : undefined;
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await alive(options);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await alive(options);
    return response;
  };
  return page;
}

/** A page in a browser context of its own (another person at another computer), acting once the app is alive. */
export async function pageOfItsOwn(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return actsWhenAlive(await context.newPage());
}

/** The page fails its test on any uncaught error in the browser, and on anything the Content-Security-Policy blocks. */
export const test = base.extend<{ buyer: Buyer }>({
  // This worker's own server (tests/e2e/servers.ts).
  baseURL: async ({}, use, testInfo) => use(serverURL(testInfo.parallelIndex)),
  page: async ({ page }, use) => {
    actsWhenAlive(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) errors.push(message.text());
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  buyer: async ({ baseURL }, use) => use(await createBuyer(baseURL!)),
});

/** Tests that start signed in as a fresh buyer: the token and user are in storage before the first page loads. */
export const signedInTest = test.extend({
  storageState: async ({ buyer, baseURL }, use) =>
    use({
      cookies: [],
      origins: [
        {
          origin: baseURL!,
          localStorage: [
            { name: 'FB_TOKEN', value: buyer.token },
            { name: 'FB_USER', value: JSON.stringify(buyer.user) },
          ],
        },
      ],
    }),
});

/**
 * Looks at the page as it is at each of the widths in turn (resized, not reloaded: one journey serves all three), then
 * puts it back to 1280 px.
 */
export async function atEachWidth(page: Page, look: (width: (typeof WIDTHS)[number]) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await look(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** How far the page scrolls sideways (it should not). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Waits until the images in view have loaded, for a faithful screenshot. */
export const imagesInViewLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete),
  );

/**
 * axe's experimental rules, which its defaults leave out: among them label-content-name-mismatch (WCAG 2.5.3, a
 * control's name contains its visible text, so voice-control users can say what they see).
 */
const EXPERIMENTAL_RULES = Object.fromEntries(axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]));

/** The screens this worker has judged with the experimental rules too (they add a fifth to a scan, and are not about width). */
const judgedFully = new Set<string>();

/**
 * What axe-core finds wrong on the page as it is now (rule and the elements), for `toEqual([])`. Every scan runs axe's
 * default rules; the first scan of a screen (by default its path) runs the experimental rules as well.
 */
export const axeViolations = (page: Page, screen = new URL(page.url()).pathname) => {
  const rules = judgedFully.has(screen) ? {} : EXPERIMENTAL_RULES;
  judgedFully.add(screen);
  return test.step(
    'axe scan',
    async () =>
      // Legacy mode runs axe in the page itself: the default opens a blank page per scan to merge frames' results, which
      // tripled each scan's time, and the app draws no frames.
      (
        await new AxeBuilder({ page })
          .setLegacyMode(true)
          .options({ rules, resultTypes: ['violations'] })
          .analyze()
      ).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    { box: true },
  );
};

/**
 * The screen passes axe-core, then is saved as a screenshot: every screenshot is also an accessibility check. It waits
 * for the page's main landmark and heading first (a lazily loaded screen may not be drawn yet right after goto).
 */
export async function checkedScreenshot(page: Page, options: { path: string; fullPage?: boolean }) {
  await page.locator('main').first().waitFor({ state: 'attached' });
  await page.locator('h1').first().waitFor({ state: 'attached' });
  // A toast still fading in has not reached its colours yet: axe judges it once its entrance has finished. A spinner
  // turns for as long as its toast shows (an endless animation): waiting for it would wait out the toast.
  const toastsSettled = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest?.('[data-rht-toaster]'))
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .every((animation) => animation.playState !== 'running'),
    );
  await toastsSettled();
  // One screen in one state, whatever the width: the screenshot's name without it.
  const screen = path.basename(options.path, '.png').replace(/-\d+$/, '');
  let violations = await axeViolations(page, screen);
  // A toast that starts leaving during the scan fades through colours it never rests on: the screen is judged again
  // once that has finished, up to three times, as a second toast may start leaving during the next scan (a toast whose
  // own colours fail still fails).
  for (let again = 0; again < 3 && violations.length > 0 && (await page.locator('[data-rht-toaster] > *').count()) > 0; again++) {
    await toastsSettled();
    violations = await axeViolations(page, screen);
  }
  expect(violations, `axe on ${page.url()} (${options.path})`).toEqual([]);
  // An open popup fits the screen whatever its width: nothing of it is cut off or scrolls sideways.
  const popups = await page.evaluate(() =>
    [...document.querySelectorAll('dialog[open]')].map((dialog) => {
      const box = dialog.getBoundingClientRect();
      return {
        name: dialog.getAttribute('aria-labelledby') ?? dialog.id,
        outside: box.left < -1 || box.right > window.innerWidth + 1,
        sideways: dialog.scrollWidth > dialog.clientWidth + 1,
      };
    }),
  );
  expect(
    popups.filter((popup) => popup.outside || popup.sideways),
    `popups overflow on ${options.path}`,
  ).toEqual([]);
  await test.step('screenshot', () => page.screenshot(options), { box: true });
}

/**
 * Sold from 1 m at one price (no minimum order, no price breaks): the fabrics the specs that add a few metres pick.
 * About half the seeded fabrics are; the rest have a mill's minimum, and a third have breaks (business.spec).
 */
export const soldByTheMetre = (product: { minOrderMetres?: number; productVarieties: { priceTiers?: unknown[] }[] }) =>
  (product.minOrderMetres ?? 1) === 1 && product.productVarieties.every((variety) => (variety.priceTiers ?? []).length === 0);

/** On /checkout with a saved address: the address and shipment steps, to the Summary where payment is chosen. */
export async function checkoutToSummary(page: Page, address: RegExp) {
  await expect(page.getByRole('radio', { name: address })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Shipment Method' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
}
