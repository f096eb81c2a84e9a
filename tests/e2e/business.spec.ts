import { checkedScreenshot, expect, SCREENSHOTS, sidewaysOverflow, signedInTest as test, WIDTHS } from './fixtures.js';

test.describe('buying as a business in Chromium', () => {
  test('My Account › Business: a broken GSTIN is named as it is typed; a valid one picks its state and is kept', async ({ page }) => {
    await page.goto('/user-profile');
    const business = page.getByRole('region', { name: 'Business' });
    await expect(business.getByLabel('Company name')).toHaveValue('');
    await business.getByLabel('Company name').fill('Resort Shirts Pvt Ltd');
    await business.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZX');
    await expect(business.getByText("The GSTIN's check character should be V.")).toBeVisible();
    await expect(business.getByLabel('GSTIN (optional)')).toHaveAttribute('aria-invalid', 'true');
    await business.getByRole('button', { name: 'Save business details' }).click();
    // Save names what is missing first, and nothing is sent.
    await expect(page.getByText('Please fill the company name, billing address, city, state and PIN code')).toBeVisible();

    await business.getByLabel('GSTIN (optional)').fill('27aapfu0939f1zv');
    await expect(business.getByText('Registered in Maharashtra (27).')).toBeVisible();
    await expect(business.getByLabel('State')).toHaveValue('Maharashtra');
    await business.getByLabel('Billing address').fill('7 Linking Road, Bandra West');
    await business.getByLabel('City').fill('Mumbai');
    await business.getByLabel('PIN code').fill('400050');
    // A state other than the GSTIN's is refused before any call, with the reason.
    await business.getByLabel('State').selectOption('Gujarat');
    await business.getByRole('button', { name: 'Save business details' }).click();
    await expect(
      page.getByText('This GSTIN is registered in Maharashtra (state code 27), so the billing state should be Maharashtra.'),
    ).toBeVisible();
    await business.getByLabel('State').selectOption('Maharashtra');
    await business.getByRole('button', { name: 'Save business details' }).click();
    await expect(page.getByText('Business details saved')).toBeVisible();
    await expect(business.getByLabel('GSTIN (optional)')).toHaveValue('27AAPFU0939F1ZV');

    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const again = page.getByRole('region', { name: 'Business' });
    await expect(again.getByLabel('Company name')).toHaveValue('Resort Shirts Pvt Ltd');
    await expect(again.getByLabel('GSTIN (optional)')).toHaveValue('27AAPFU0939F1ZV');
    await expect(again.getByLabel('State')).toHaveValue('Maharashtra');
    await expect(again.getByLabel('PIN code')).toHaveValue('400050');

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await again.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/business-profile-${width}.png`, fullPage: true });
    }
  });
});
