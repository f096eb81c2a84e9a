import type { Page } from '@playwright/test';
import {
  checkedScreenshot,
  createBuyer,
  expect,
  outbox,
  PASSWORD,
  rest,
  SCREENSHOTS,
  sidewaysOverflow,
  signInPage,
  test,
  WIDTHS,
} from './fixtures.js';

const PROFILE = {
  companyName: 'Resort Shirts Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  address: '7 Linking Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pinCode: '400050',
};

const ready = (page: Page) => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

test.describe('company accounts in Chromium', () => {
  test('an Owner makes the business a company and invites a buyer, who opens the mailed link, signs in and joins; the Owner sets their limit', async ({
    page,
    browser,
    baseURL,
  }) => {
    const owner = await createBuyer(baseURL!, 'Meera Shah');
    const invitee = await createBuyer(baseURL!, 'Ravi Patel');
    await rest(baseURL!, owner.token, 'PUT', '/user/business', PROFILE);
    await signInPage(page, owner);
    await page.goto('/user-profile');
    const company = page.getByRole('region', { name: 'Company account' });
    await company.getByRole('button', { name: 'Make my business a company account' }).click();
    await expect(page.getByText('Company account created. You are its Owner.')).toBeVisible();
    await expect(company.getByText('Your role: Owner')).toBeVisible();
    await expect(company.getByText('Resort Shirts Pvt Ltd', { exact: true })).toBeVisible();

    // An email that is not one is refused before any call.
    await company.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Please enter the email address to invite.')).toBeVisible();
    await company.getByLabel('Email', { exact: true }).fill(invitee.email);
    await company.getByLabel('Role', { exact: true }).last().selectOption('buyer');
    await company.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invitee.email}. The link works once, for 7 days.`)).toBeVisible();
    await expect(company.getByRole('list', { name: 'Invitations waiting' }).getByText(`${invitee.email} as Buyer`)).toBeVisible();
    await expect(company.getByLabel('Email', { exact: true })).toHaveValue('');

    // The invitee opens the mailed link signed out, signs in on the way, and lands on the invitation.
    const mail = outbox()
      .filter((message) => message.to === invitee.email)
      .at(-1)!;
    expect(mail.subject).toBe('Resort Shirts Pvt Ltd invites you to buy together on FabricMart');
    const link = new URL(/https?:\/\/\S+invitation=\S+/.exec(mail.text)![0]);
    const other = await browser.newContext({ baseURL });
    const invited = await other.newPage();
    await invited.goto(link.pathname + link.search);
    await expect(invited).toHaveURL(/\/login$/);
    await invited.getByLabel('Email Address').fill(invitee.email);
    await invited.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invited.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(invited).toHaveURL(/\/user-profile$/);
    const joining = invited.getByRole('region', { name: 'Company account' });
    await expect(joining.getByText('You have been invited to join a company account')).toBeVisible();
    for (const width of WIDTHS) {
      await invited.setViewportSize({ width, height: 900 });
      await joining.scrollIntoViewIfNeeded();
      await checkedScreenshot(invited, { path: `${SCREENSHOTS}/company-invitation-${width}.png` });
    }
    await joining.getByRole('button', { name: 'Join the company' }).click();
    await expect(invited.getByText('You joined Resort Shirts Pvt Ltd as Buyer.')).toBeVisible();
    await expect(joining.getByText('Your role: Buyer')).toBeVisible();
    // A Buyer sees the members and the company's terms, and changes nothing.
    await expect(joining.getByRole('list', { name: 'Members' }).getByText('Meera Shah')).toBeVisible();
    await expect(joining.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
    // The business details are the company's now.
    await expect(invited.getByRole('region', { name: 'Business' }).getByLabel('Company name')).toHaveValue('Resort Shirts Pvt Ltd');
    await other.close();

    // The Owner sees the new member and sets a per-order limit.
    await page.reload();
    await ready(page);
    const member = company.locator('.company-member').filter({ hasText: invitee.email });
    await member.getByLabel('Order limit (₹)').fill('50,000');
    await member.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member updated')).toBeVisible();
    await expect(
      company.getByRole('list', { name: 'Recent changes' }).getByText(`${owner.email} changed ${invitee.email}: order limit ₹50000`),
    ).toBeVisible();
    const stored = await rest<{ data: { members: { email: string; orderLimit: number | null }[] } }>(
      baseURL!,
      owner.token,
      'GET',
      '/company',
    );
    expect(stored.data.members.find((one) => one.email === invitee.email)?.orderLimit).toBe(50_000);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await company.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/company-owner-${width}.png`, fullPage: true });
    }

    // Removed, the member's next look at My Account shows no company.
    await member.getByRole('button', { name: 'Remove' }).click();
    await member.getByRole('button', { name: 'Remove Ravi Patel' }).click();
    await expect(page.getByText('Member removed. They no longer see the company’s orders, invoices or addresses.')).toBeVisible();
    await expect(company.locator('.company-member').filter({ hasText: invitee.email })).toHaveCount(0);
  });
});
