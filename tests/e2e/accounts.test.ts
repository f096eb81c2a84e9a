import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fakeLocationService } from '../support/fake-location.js';
import { launchChromium, startApp, type StartedApp } from './browser.js';

const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'Cotton@2026';
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const email = `asha.${Date.now()}@mill.example.in`;

let app: StartedApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let location: Awaited<ReturnType<typeof fakeLocationService>>;

/** The one-time code as the toast shows it (SPEC §7: shown for 14 s). */
async function codeFromToast(): Promise<string> {
  const toast = page.getByText(/Your OTP is \d{6}/);
  await toast.waitFor();
  return /(\d{6})/.exec((await toast.textContent())!)![1]!;
}

async function expectSignedIn(name: string) {
  await page.getByRole('link', { name: `My account (${name})` }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Login' }).count(), 0);
}

async function logOut() {
  await page.goto(`${app.url}/user-profile`);
  await page.getByRole('button', { name: 'LogOut' }).click();
  await page.getByText('Logged out successfully').waitFor();
  await page.waitForURL(`${app.url}/`);
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

before(async () => {
  location = await fakeLocationService();
  [app, browser] = await Promise.all([startApp({ LOCATION_URL: location.url }), launchChromium()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => assert.fail(`Page error: ${error.message}`));
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await app?.stop();
  await location?.close();
});

describe('accounts in Chromium', () => {
  it('a visitor sees Sign Up and Login, and no location is looked up', async () => {
    await page.goto(`${app.url}/products`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    assert.equal(await page.getByTestId('header-location').count(), 0);
    assert.equal(location.calls.length, 0);
  });

  it('signs up with a one-time code, then shows the account and location', async () => {
    await page.goto(`${app.url}/register`);
    await page.getByRole('button', { name: 'SignUp With Email' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Please fill all the fields').waitFor();
    await page.getByLabel('Name').fill('Asha Textiles');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone').fill('9876543210');
    await page.screenshot({ path: `${SCREENSHOTS}/register-1280.png` });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Add Password').fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('Cotton@2027');
    assert.ok(await page.getByRole('button', { name: 'Next >' }).isDisabled(), 'Next waits for matching passwords');
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next >' }).click();
    const code = await codeFromToast();
    await page.waitForURL('**/verify-otp');
    await page.screenshot({ path: `${SCREENSHOTS}/verify-otp-1280.png` });
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${app.url}/`);
    await expectSignedIn('Asha Textiles');
    await page.getByTestId('header-location').filter({ hasText: 'Noida 201301, India' }).waitFor();
    assert.equal(location.calls.length, 1);
  });

  it('stays signed in across a reload', async () => {
    await page.reload();
    await expectSignedIn('Asha Textiles');
    assert.ok(await page.evaluate(() => localStorage.getItem('FB_TOKEN') !== null));
  });

  it('edits the profile with a picture', async () => {
    await page.goto(`${app.url}/user-profile`);
    await page.getByLabel('Name').fill('Asha Exports');
    await page.getByLabel('Date of birth').fill('1990-05-17');
    assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), email.toLowerCase());
    await page.getByTestId('picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('button', { name: 'Remove preview' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/profile-1280.png` });
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await page.getByText('Profile Updated').waitFor();
    await page.reload();
    assert.equal(await page.getByLabel('Name').inputValue(), 'Asha Exports');
    assert.equal(await page.getByLabel('Date of birth').inputValue(), '1990-05-17');
    const picture = await page.locator('.picture-button img').getAttribute('src');
    assert.match(picture ?? '', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  });

  it('logs out: toast, home, storage cleared, no location', async () => {
    await logOut();
    assert.equal(await page.evaluate(() => localStorage.getItem('FB_TOKEN')), null);
    assert.equal(await page.getByTestId('header-location').count(), 0);
  });

  it('signs in with the password; a wrong one says "Error in login"', async () => {
    await page.goto(`${app.url}/login`);
    await page.screenshot({ path: `${SCREENSHOTS}/login-1280.png` });
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@2026x');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Error in login').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Show' }).click();
    assert.equal(await page.getByLabel('Password', { exact: true }).getAttribute('type'), 'text');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Successful login').waitFor();
    await expectSignedIn('Asha Exports');
    await logOut();
  });

  it('signs in with a one-time code', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByRole('link', { name: 'Forget Password' }).click();
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Request OTP' }).click();
    const code = await codeFromToast();
    await page.waitForURL('**/verify-otp');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please fill all the fields').waitFor();
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${app.url}/`);
    await expectSignedIn('Asha Exports');
  });

  it('saves screenshots of the account screens at 375, 768 and 1280 px with no sideways scrolling', async () => {
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [['login', '/login'], ['profile', '/user-profile'], ['products-signed-in', '/products']] as const) {
        if (name === 'login') await context.clearCookies();
        await page.goto(`${app.url}${path}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${path} at ${width} px scrolls sideways by ${overflow}`);
      }
      if (width === 375) {
        await page.goto(`${app.url}/my-setting`);
        await page.getByRole('heading', { name: 'Hi, Asha Exports' }).waitFor();
        await page.screenshot({ path: `${SCREENSHOTS}/my-setting-375.png` });
      }
    }
  });
});
