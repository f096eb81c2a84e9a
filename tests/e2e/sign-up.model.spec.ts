import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signUpMachine } from '../../machines/sign-up.js';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures.js';
import { browserPaths, coverage, HeldOperations, printCoverage, toast, type BrowserModel, type ModelEvent } from './model/browser-model.js';

const GOOD = { name: 'Meera Exports', email: 'model@mill.example.in', phone: '9876543210' };
const MISSING_NAME = { ...GOOD, name: '' };

/**
 * SPEC §2.9 and §4 sign-up, walked in Chromium: paths generated from machines/sign-up.ts, each event a buyer's
 * action on /register (SignUp With Email, the details and Next, the password and Next >, Back), each state checked as
 * the buyer sees it. The code request is held while 'Generating OTP' shows, then let through (on to /verify-otp) or
 * failed as a lost connection (back to the details, the password to type again).
 */
const model: BrowserModel<typeof signUpMachine> = {
  machine: signUpMachine,
  events: (snapshot) => {
    if (snapshot.matches('signup')) return [{ type: 'method.email' }];
    if (snapshot.matches('register')) {
      return [{ type: 'details.submit', details: GOOD }, { type: 'details.submit', details: MISSING_NAME }, { type: 'signup.back' }];
    }
    if (snapshot.matches('password'))
      return [{ type: 'password.submit', password: PASSWORD, confirmPassword: PASSWORD }, { type: 'signup.back' }];
    return [];
  },
  answers: () => ['done', 'error'],
  output: () => ({ otp: '123456', challenge: 'challenge' }),
  abstract: (snapshot) => ({ value: snapshot.value, details: snapshot.context.details.email !== '' }),
  unreachable: {},
};

const paths = browserPaths(model);

async function act(page: Page, event: ModelEvent, held: HeldOperations): Promise<void> {
  switch (event.type) {
    case 'method.email':
      return page.getByRole('button', { name: 'SignUp With Email' }).click();
    case 'details.submit': {
      const details = event.details as typeof GOOD;
      await page.getByLabel('Name').fill(details.name);
      // A new address each time: a code asked for again and again for one address would be rate limited.
      await page.getByLabel('Email Address').fill(details.name ? uniqueEmail('model') : details.email);
      await page.getByLabel('Phone').fill(details.phone);
      return page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    case 'password.submit':
      await page.getByLabel('Add Password').fill(PASSWORD);
      await page.getByLabel('Confirm Password').fill(PASSWORD);
      return page.getByRole('button', { name: 'Next >' }).click();
    case 'signup.back':
      return page.getByRole('button', { name: 'Back' }).click();
    case 'xstate.done.actor.requestSignupCode':
      return held.release('RequestSignupCode');
    case 'xstate.error.actor.requestSignupCode':
      return held.fail('RequestSignupCode');
  }
}

async function see(page: Page, state: AnyMachineSnapshot, event: ModelEvent): Promise<void> {
  if (state.matches('signup')) {
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SignUp With Email' })).toBeEnabled();
  } else if (state.matches('register')) {
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByLabel('Name')).toBeVisible();
    if (event.type === 'details.submit') await expect(toast(page, 'Please fill all the fields')).toBeVisible();
    if (event.type === 'xstate.error.actor.requestSignupCode')
      await expect(toast(page, /Error in Sign Up|Failed to fetch|network/i)).toBeVisible();
  } else if (state.matches('password')) {
    await expect(page.getByLabel('Add Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();
  } else if (state.matches('requestingCode')) {
    await expect(page.getByRole('button', { name: 'Generating OTP' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  } else if (state.matches('codeSent')) {
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
    await expect(page).toHaveURL(/\/verify-otp$/);
  }
}

test.describe('sign-up model in Chromium (machines/sign-up.ts)', () => {
  test.beforeAll(() => printCoverage('signUp', coverage(signUpMachine, paths, model.unreachable), paths.length));

  test('the paths reach every state and every transition the UI can produce', () => {
    expect(coverage(signUpMachine, paths, model.unreachable)).toMatchObject({ missing: [], unvisited: [] });
  });

  for (const path of paths) {
    test(path.description, async ({ page }) => {
      const held = new HeldOperations(['RequestSignupCode']);
      await held.install(page);
      await page.goto('/register');
      for (const { event, state } of path.steps) {
        if (event.type !== 'xstate.init') await act(page, event, held);
        await see(page, state, event);
      }
    });
  }
});
