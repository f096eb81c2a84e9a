import type { ProductBody } from '../../domain/rest/admin.js';
import { checkedScreenshot, expect, operator, outbox, rest, SCREENSHOTS, signedInTest, WIDTHS } from './fixtures.js';

const stamp = `Zephyr${Date.now().toString(36)}`;

const fabric = (name: string, varieties: ProductBody['productVarieties']): ProductBody => ({
  name,
  description: 'A slub cotton for kurtas, woven in Erode.',
  category: 'Cotton',
  subCategory: null,
  fabricType: 'Slub',
  pattern: 'Solid',
  count: '30x30',
  construction: '92x88',
  endUse: 'Shirting',
  weight: 130,
  width: 44,
  minOrderMetres: 1,
  productVarieties: varieties,
});

signedInTest.describe('sold-out fabrics', () => {
  const created: string[] = [];
  signedInTest.afterAll(async ({ baseURL }) => {
    const ops = await operator(baseURL!);
    for (const id of created) await rest(baseURL!, ops.token, 'DELETE', `/admin/products/${id}`);
  });

  signedInTest(
    'a sold-out card says Out of Stock and offers no Add to Cart; the popup never continues a sold-out colour; list, popup and page agree on the price; a restock emails the buyer who asked',
    async ({ page, baseURL, buyer }) => {
      signedInTest.slow();
      const ops = await operator(baseURL!);
      const gone = await rest<{ data: { _id: string } }>(baseURL!, ops.token, 'POST', '/admin/products', {
        ...fabric(`${stamp} Gone Slub`, [
          { color: 'Ash', colorCode: '#B2B2AC', pricepermeter: 200, stock: 0 },
          { color: 'Moss', colorCode: '#5C6B3A', pricepermeter: 210, stock: 0 },
        ]),
      });
      const half = await rest<{ data: { _id: string } }>(baseURL!, ops.token, 'POST', '/admin/products', {
        ...fabric(`${stamp} Half Twill`, [
          { color: 'Ash', colorCode: '#B2B2AC', pricepermeter: 150, stock: 0 },
          { color: 'Moss', colorCode: '#5C6B3A', pricepermeter: 260, stock: 40 },
        ]),
      });
      created.push(gone.data._id, half.data._id);

      await page.goto(`/products?search=${stamp}`);
      const soldOutCard = page.getByTestId('product-card').filter({ hasText: `${stamp} Gone Slub` });
      const halfCard = page.getByTestId('product-card').filter({ hasText: `${stamp} Half Twill` });
      await expect(soldOutCard.getByText('Out of Stock', { exact: true })).toBeVisible();
      await expect(soldOutCard.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      // The half-sold fabric is listed at the colour it can be bought in, and opens on it.
      await expect(halfCard.locator('.price-now')).toHaveText('₹260.00');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await checkedScreenshot(page, { path: `${SCREENSHOTS}/sold-out-card-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      await halfCard.getByRole('button', { name: 'Add to Cart' }).click();
      const popup = page.getByRole('dialog', { name: 'Add to Cart' });
      await expect(popup.getByRole('radio', { name: 'Moss', exact: true })).toBeChecked();
      await expect(popup.getByText('₹260.00 / metre + GST · 40 metres in stock')).toBeVisible();
      await popup.getByTitle('Ash (out of stock)').click();
      await expect(popup.getByRole('radio', { name: 'Ash (out of stock)' })).toBeChecked();
      await expect(popup.getByText('₹150.00 / metre + GST · Out Of Stock')).toBeVisible();
      await expect(popup.getByRole('button', { name: 'Continue' })).toBeDisabled();
      await expect(popup.getByRole('button', { name: 'Tell me when it is back' })).toBeVisible();
      await page.setViewportSize({ width: 375, height: 800 });
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/sold-out-popup-375.png` });
      await popup.getByRole('button', { name: 'Close' }).click();
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(`/product/${half.data._id}`);
      await expect(page.getByRole('radio', { name: 'Moss', exact: true })).toBeChecked();
      await expect(page.locator('.product-detail-info .price-now').first()).toHaveText('₹260.00');

      await page.goto(`/products?search=${stamp}`);
      await soldOutCard.getByRole('button', { name: 'Tell me when it is back' }).click();
      await expect(soldOutCard.getByRole('status')).toHaveText('We will email you when Ash is back in stock.');
      await expect(soldOutCard.getByRole('button', { name: 'Tell me when it is back' })).toBeDisabled();

      await rest(baseURL!, ops.token, 'PUT', '/admin/stock', { productId: gone.data._id, color: 'Ash', stock: 120 });
      await expect
        .poll(() => outbox().filter((mail) => mail.to === buyer.email && mail.subject === `${stamp} Gone Slub in Ash is back in stock`))
        .toHaveLength(1);
      const mail = outbox().find((message) => message.to === buyer.email && message.subject.endsWith('is back in stock'))!;
      expect(mail.text).toContain(`/product/${gone.data._id}`);
      // The link leads to the fabric, now buyable in Ash.
      await page.goto(new URL(mail.text.match(/https?:\/\/\S+/)![0]).pathname);
      await expect(page.getByRole('radio', { name: 'Ash', exact: true })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    },
  );
});
