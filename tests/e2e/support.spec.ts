import type { Page } from '@playwright/test';
import { axeViolations, expect, SCREENSHOTS, sidewaysOverflow, signedInTest, test, WIDTHS, atEachWidth } from './fixtures.js';

async function fillSupportForm(page: Page, name: string, contact: string, message: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email / Phone').fill(contact);
  await page.getByLabel('How can we help?').fill(message);
}

test.describe('contact page, Support & Help and FAQ in Chromium', () => {
  test('a signed-out visitor writes from Get In Touch: empty fields are refused without a call, a full form is sent and cleared', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/graphql') && (request.postData() ?? '').includes('SubmitSupport'))
        calls.push(request.url());
    });
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@fabricmart.example.in' })).toHaveAttribute(
      'href',
      'mailto:support@fabricmart.example.in',
    );
    await expect(page.getByText('Noida, Uttar Pradesh 201301')).toBeVisible();
    await expect(page.getByRole('img', { name: /Map: FabricMart office/ })).toBeVisible();

    await page.getByLabel('Name').fill('Ravi Exports');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please fill all the fields')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please fill all the fields'), 'the same notice does not stack').toHaveCount(1);
    expect(calls).toEqual([]);

    await fillSupportForm(
      page,
      'Ravi Exports',
      'ravi@exports.example.in',
      'We need 800 m of cotton poplin in navy. What is the lead time?',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('How can we help?')).toHaveValue('');
    expect(calls).toHaveLength(1);
  });

  test("a failed send keeps the text and says 'Error submitting form. Please try again.'", async ({ page }) => {
    await page.route('**/graphql', (route) =>
      route.request().method() === 'POST' && (route.request().postData() ?? '').includes('SubmitSupport')
        ? route.fulfill({ status: 200, json: { data: null, errors: [{ message: 'Too many messages from your network.' }] } })
        : route.fallback(),
    );
    await page.goto('/contact-us');
    await fillSupportForm(page, 'Ravi', '9876543210', 'Please call me');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Error submitting form. Please try again.')).toBeVisible();
    await expect(page.getByLabel('How can we help?')).toHaveValue('Please call me');
  });

  signedInTest(
    'a buyer switches profile sections from the side menu, Back returns to the last one, and sends from Support & Help',
    async ({ page, buyer }) => {
      await page.goto('/user-profile');
      const menu = page.getByRole('navigation', { name: 'Account' });
      await menu.getByRole('button', { name: 'FAQ' }).click();
      await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
      await menu.getByRole('button', { name: 'Support & Help' }).click();
      await expect(page.getByRole('heading', { name: 'Support & Help' })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
      await page.goForward();
      // Filled in with who is signed in.
      await expect(page.getByLabel('Name')).toHaveValue(buyer.name);
      await expect(page.getByLabel('Email / Phone')).toHaveValue(buyer.email);
      await fillSupportForm(page, 'Asha Textiles', '9876543210', 'My order needs a different delivery day.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    },
  );

  test('the FAQ opens its first item, keeps one open at a time, and works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/my-setting');
    await page.getByRole('link', { name: 'FAQ' }).click();
    const faq = page.getByRole('region', { name: 'FAQ' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region').filter({ visible: true })).toHaveCount(1);
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region').filter({ visible: true })).toHaveCount(0);
  });

  signedInTest('/my-setting on a wide screen goes to the profile instead of the not-found screen', async ({ page }) => {
    await page.goto('/my-setting');
    await page.waitForURL('**/user-profile');
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  });

  test('contact page at 375, 768 and 1280 px: no sideways scrolling, no axe violation, screenshot', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await atEachWidth(page, async (width) => {
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/contact-${width}.png`, fullPage: true });
    });
  });

  for (const width of WIDTHS) {
    // Reached as a buyer reaches them at each width: from the settings menu on a phone, the account's sidebar on a wide screen.
    signedInTest(`Support & Help and FAQ at ${width} px: no sideways scrolling, no axe violation, screenshots`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const section of ['supportHelp', 'faq'] as const) {
        await page.goto('/my-setting');
        if (width < 800) await page.getByRole('link', { name: section === 'faq' ? 'FAQ' : 'Support & Help' }).click();
        else
          await page
            .getByRole('navigation', { name: 'Account' })
            .getByRole('button', { name: section === 'faq' ? 'FAQ' : 'Support & Help' })
            .click();
        await expect(page.getByRole('heading', { name: section === 'faq' ? 'FAQ' : 'Support & Help', level: 1 })).toBeVisible();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOTS}/${section}-${width}.png`, fullPage: true });
      }
    });
  }
});
