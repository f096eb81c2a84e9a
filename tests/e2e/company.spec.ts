import { readFile } from 'node:fs/promises';
import { pdfText } from '../support/pdf-text.js';
import { formatRupees } from '../../domain/money.js';
import {
  checkedScreenshot,
  checkoutToSummary,
  createBuyer,
  MUMBAI_ADDRESS,
  operator,
  soldByTheMetre,
  expect,
  mailArrived,
  joinedCompany,
  outbox,
  PASSWORD,
  rest,
  SCREENSHOTS,
  sidewaysOverflow,
  signInPage,
  test,
  WIDTHS,
  pageOfItsOwn,
} from './fixtures.js';

interface ListedFabric {
  _id: string;
  name: string;
  minOrderMetres: number;
  productVarieties: { color: string; stock: number; priceTiers: unknown[] }[];
}

const PROFILE = {
  companyName: 'Resort Shirts Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  address: '7 Linking Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pinCode: '400050',
};

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
    // Their own role is not theirs to change.
    const ownRow = company.getByRole('list', { name: 'Members' }).getByRole('listitem').first();
    await expect(ownRow.getByText('Your own role; another Owner may change it.')).toBeVisible();
    await expect(ownRow.getByRole('combobox')).toHaveCount(0);

    // An email that is not one is refused before any call, said beside the field.
    await company.getByRole('button', { name: 'Send invitation' }).click();
    await expect(company.getByText('Please enter the email address to invite.')).toBeVisible();
    await company.getByLabel('Email', { exact: true }).fill('ravi@resortshirts');
    await company.getByRole('button', { name: 'Send invitation' }).click();
    const problem = company.getByText('This email address looks mistyped: it should read like name@company.in.');
    await expect(problem).toBeVisible();
    await expect(company.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(company.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'This email address looks mistyped: it should read like name@company.in.',
    );
    // A mistake in the wrong address: sent, withdrawn, and its link stops working.
    await company.getByLabel('Email', { exact: true }).fill('ravi@resortshirts.in');
    await expect(problem).toHaveCount(0);
    await company.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent to ravi@resortshirts.in. The link works once, for 7 days.')).toBeVisible();
    const waiting = company.getByRole('list', { name: 'Invitations waiting' });
    await waiting.getByRole('button', { name: 'Withdraw the invitation to ravi@resortshirts.in' }).click();
    await expect(page.getByText('Invitation to ravi@resortshirts.in withdrawn: its link no longer works.')).toBeVisible();
    await expect(company.getByRole('list', { name: 'Invitations waiting' })).toHaveCount(0);
    await company.getByLabel('Email', { exact: true }).fill(invitee.email);
    await company.getByLabel('Role', { exact: true }).selectOption('buyer');
    await company.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invitee.email}. The link works once, for 7 days.`)).toBeVisible();
    await expect(company.getByRole('list', { name: 'Invitations waiting' }).getByText(`${invitee.email} as Buyer`)).toBeVisible();
    await expect(company.getByLabel('Email', { exact: true })).toHaveValue('');
    // Sent again, with a new link: the first one no longer works.
    const firstLink = outbox()
      .filter((message) => message.to === invitee.email)
      .at(-1)!.text;
    await waiting.getByRole('button', { name: `Send again to ${invitee.email}` }).click();
    await expect(page.getByText(`Invitation sent again to ${invitee.email} with a new link, for 7 days.`, { exact: false })).toBeVisible();
    await expect
      .poll(
        () =>
          outbox()
            .filter((message) => message.to === invitee.email)
            .at(-1)!.text,
      )
      .not.toBe(firstLink);

    // The invitee opens the mailed link signed out: it names the company, who invites and as what, with the way in.
    const mail = outbox()
      .filter((message) => message.to === invitee.email)
      .at(-1)!;
    expect(mail.subject).toBe('Resort Shirts Pvt Ltd invites you to buy together on FabricMart');
    const link = new URL(/https?:\/\/\S+invitation=\S+/.exec(mail.text)![0]);
    const invited = await pageOfItsOwn(browser, { baseURL });
    await invited.goto(link.pathname + link.search);
    const welcome = invited.getByRole('region', { name: 'Join Resort Shirts Pvt Ltd on FabricMart' });
    await expect(
      welcome.getByText('invites you to join Resort Shirts Pvt Ltd’s company account as Buyer.', { exact: false }),
    ).toBeVisible();
    await expect(welcome).toContainText('Meera Shah');
    await expect(welcome).toContainText(`${invitee.email.slice(0, 1)}***@`);
    for (const width of WIDTHS) {
      await invited.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(invited), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(invited, { path: `${SCREENSHOTS}/company-invitation-signed-out-${width}.png` });
    }
    await welcome.getByRole('link', { name: 'Sign in' }).click();
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
    await invited.context().close();

    // The Owner sees the new member and sets a per-order limit.
    await page.reload();
    const member = company.locator('.company-member').filter({ hasText: invitee.email });
    await member.getByLabel('Order limit (₹)').fill('50,000');
    await member.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member updated')).toBeVisible();
    await expect(
      company.getByRole('list', { name: 'Recent changes' }).getByText(`${owner.email} changed ${invitee.email}: order limit ₹50,000`),
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

  test('a Buyer joins by the mailed link on a phone and orders above their limit on account; the Owner approves; Accounts reports an NEFT payment in two parts, confirmed; the statement reads back', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three people at three browsers, each screen at three widths: two minutes on a busy CI machine.
    test.setTimeout(180_000);
    const url = baseURL!;
    const owner = await createBuyer(url, 'Meera Shah');
    const buyer = await createBuyer(url, 'Ravi Patel');
    const accounts = await createBuyer(url, 'Lata Iyer');
    const desk = await operator(url);
    await rest(url, owner.token, 'PUT', '/user/business', { ...PROFILE, companyName: 'Approval Shirts Pvt Ltd' });
    const company = await rest<{ data: { _id: string } }>(url, owner.token, 'POST', '/company');
    await rest(url, desk.token, 'PUT', `/admin/companies/${company.data._id}/terms`, { terms: 'net30', creditLimit: 500_000 });
    // The Buyer joins from the mailed link on their phone: signed out, it names the company; they sign in and join.
    await rest(url, owner.token, 'POST', '/company/invitations', { email: buyer.email, role: 'buyer' });
    const invitation = outbox()
      .filter((message) => message.to === buyer.email)
      .at(-1)!;
    const invitationLink = new URL(/https?:\/\/\S+invitation=\S+/.exec(invitation.text)![0]);
    const buyerPage = await pageOfItsOwn(browser, { baseURL: url, viewport: { width: 375, height: 800 } });
    await buyerPage.goto(invitationLink.pathname + invitationLink.search);
    await buyerPage
      .getByRole('region', { name: 'Join Approval Shirts Pvt Ltd on FabricMart' })
      .getByRole('link', { name: 'Sign in' })
      .click();
    await buyerPage.getByLabel('Email Address').fill(buyer.email);
    await buyerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await buyerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await buyerPage.getByRole('region', { name: 'Company account' }).getByRole('button', { name: 'Join the company' }).click();
    await expect(buyerPage.getByText('You joined Approval Shirts Pvt Ltd as Buyer.')).toBeVisible();
    const members = await rest<{ data: { members: { email: string; userId: string }[] } }>(url, owner.token, 'GET', '/company');
    const buyerId = members.data.members.find((one) => one.email === buyer.email)!.userId;
    await joinedCompany(url, owner, accounts, 'accounts');
    await rest(url, owner.token, 'PUT', `/company/members/${buyerId}`, { orderLimit: 1_000 });
    await rest(url, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
    const { data } = (await (await fetch(`${url}/api/getAllProducts?page=3&limit=12`)).json()) as { data: ListedFabric[] };
    const product = data.find((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 20)!;
    await rest(url, buyer.token, 'POST', '/user/add-to-cart', {
      productId: product._id,
      color: product.productVarieties[0]!.color,
      quantity: 20,
    });

    // The Buyer pays on account; the order is above their ₹1,000 limit, so it goes for approval.
    await buyerPage.goto('/checkout');
    await checkoutToSummary(buyerPage, /7 Linking Road/);
    // Said before Place Order: it goes to an Approver, and only the methods that fit are offered (no card typed in vain).
    await expect(
      buyerPage.getByRole('note').filter({ hasText: /^This order needs approval \(.+ is above your order limit of ₹1,000\.00\)/ }),
    ).toBeVisible();
    await expect(buyerPage.getByRole('tab')).toHaveText(['Cash on Delivery', 'Pay on account']);
    await buyerPage.getByRole('tab', { name: 'Pay on account' }).click();
    await expect(buyerPage.getByText(/Approval Shirts Pvt Ltd pays on Net 30 terms: nothing is paid now/)).toBeVisible();
    for (const width of WIDTHS) {
      await buyerPage.setViewportSize({ width, height: 900 });
      await buyerPage.getByRole('tabpanel').scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(buyerPage), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(buyerPage, { path: `${SCREENSHOTS}/checkout-on-account-${width}.png` });
    }
    await buyerPage.getByRole('button', { name: 'Place Order' }).click();
    const sent = buyerPage.getByRole('dialog', { name: 'Sent for approval' });
    await expect(sent.getByText(/above your order limit of ₹1,000\.00/)).toBeVisible();
    await sent.getByRole('button', { name: 'Continue' }).click();
    await expect(buyerPage).toHaveURL(/\/user-profile$/);
    await expect(buyerPage.getByText('Awaiting approval')).toBeVisible();
    await buyerPage.context().close();

    // The Owner's phone menu counts what waits for them and opens it; the mail links straight to it.
    await signInPage(page, owner);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/my-setting');
    await page.getByRole('link', { name: 'Approvals (1 waiting)' }).click();
    const approvals = page.getByRole('list', { name: 'Orders above limits' });
    const row = approvals.locator(':scope > li').filter({ hasText: `${product.name} (${product.productVarieties[0]!.color}), 20 m` });
    await expect(row).toBeFocused();
    await expect(row.getByText(/Needs approval: ₹[0-9,.]+ is above Ravi Patel's order limit of ₹1,000\.00\./)).toBeVisible();
    await expect(row.getByText(/7 Linking Road, Mumbai, Maharashtra 400050$/)).toBeVisible();
    const [mailed] = await mailArrived(owner.email, /awaits your approval/);
    const link = /Approve or reject it: (\S+)/.exec(mailed!.text)![1]!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(row).toBeFocused();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await approvals.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/company-approvals-${width}.png` });
    }
    const outstanding = page.getByRole('region', { name: 'Company account' }).locator('dt:text-is("Outstanding") + dd');
    const before = await outstanding.textContent();
    await approvals.getByRole('button', { name: 'Approve and place' }).click();
    await expect(page.getByText('Order approved and placed.')).toBeVisible();
    await expect(approvals.getByText(/Approved and placed \(purchase P[0-9A-F]{10}\)/)).toBeVisible();
    // What the company owes follows at once, without a reload.
    await expect(outstanding).not.toHaveText(before!);
    await expect(outstanding).toHaveText(/₹[0-9,.]+/);

    // Accounts reports the NEFT payment in two parts; FabricMart confirms each.
    const ledger = await rest<{ data: { invoices: { _id: string; number: string; open: number }[] } }>(
      url,
      owner.token,
      'GET',
      '/company/ledger',
    );
    const invoice = ledger.data.invoices[0]!;
    const half = Math.round((invoice.open / 2) * 100) / 100;
    const rest2 = Math.round((invoice.open - half) * 100) / 100;
    const accountsPage = await pageOfItsOwn(browser, { baseURL: url });
    await signInPage(accountsPage, accounts);
    await accountsPage.goto('/user-profile');
    const books = accountsPage.getByRole('region', { name: 'Company account' });
    await expect(books.getByRole('table', { name: 'Ledger' }).getByText(invoice.number)).toBeVisible();
    // Where to pay is on the ledger: the bank account, and a UPI QR code and link for what is open of the invoice.
    const payTo = books.getByRole('region', { name: 'Where to pay' });
    await expect(payTo.getByText('DEMO0000001')).toBeVisible();
    await expect(payTo.getByText('000123456789')).toBeVisible();
    await expect(
      payTo.getByRole('img', { name: `UPI QR code: pay ${formatRupees(invoice.open)} for invoice ${invoice.number}` }),
    ).toBeVisible();
    await expect(payTo.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
      'href',
      `upi://pay?pa=fabricmart%40demobank&pn=FabricMart%20Textiles%20Private%20Limited&am=${invoice.open.toFixed(2)}&cu=INR&tn=${encodeURIComponent(invoice.number)}`,
    );
    for (const [index, [part, utr]] of (
      [
        [half, 'HDFCN52026112700011'],
        [rest2, 'HDFCN52026112700012'],
      ] as const
    ).entries()) {
      await books.getByLabel(new RegExp(`^${invoice.number.replaceAll('/', '\\/')}: `)).fill(String(part));
      await books.getByLabel('Paid by').selectOption('NEFT');
      await books.getByLabel('UTR or UPI reference').fill(utr);
      await books.getByRole('button', { name: 'Report payment' }).click();
      await expect(
        accountsPage.getByText('Payment reported. It counts against your invoices once FabricMart confirms it has arrived.'),
      ).toBeVisible();
      const reported = await rest<{ data: { payments: { _id: string; reference: string }[] } }>(
        url,
        accounts.token,
        'GET',
        '/company/ledger',
      );
      const payment = reported.data.payments.find((one) => one.reference === utr)!;
      await rest(url, desk.token, 'POST', `/admin/payments/${payment._id}/confirm`);
      await accountsPage.reload();
      if (index === 0) {
        // Part paid: the QR code asks for the rest only.
        await expect(
          payTo.getByRole('img', { name: `UPI QR code: pay ${formatRupees(rest2)} for invoice ${invoice.number}` }),
        ).toBeVisible();
        for (const width of WIDTHS) {
          await accountsPage.setViewportSize({ width, height: 900 });
          await payTo.scrollIntoViewIfNeeded();
          expect(await sidewaysOverflow(accountsPage), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
          await checkedScreenshot(accountsPage, { path: `${SCREENSHOTS}/company-pay-to-${width}.png` });
        }
      }
    }
    await expect(books.getByRole('table', { name: 'Ledger' }).getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
    for (const width of WIDTHS) {
      await accountsPage.setViewportSize({ width, height: 900 });
      await books.getByRole('heading', { name: 'Ledger' }).scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(accountsPage), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(accountsPage, { path: `${SCREENSHOTS}/company-ledger-${width}.png` });
    }
    // The statement as the Download PDF button gets it: both payments, nothing left owing.
    const download = accountsPage.waitForEvent('download');
    await books.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
    expect(text).toContain('Statement of account');
    expect(text).toContain(invoice.number);
    expect(text).toContain('NEFT HDFCN52026112700011');
    expect(text).toContain('NEFT HDFCN52026112700012');
    expect(text).toMatch(/Closing balance[\s\S]*₹0\.00/);
    await accountsPage.context().close();

    // The Buyer thinks better of a second order above their limit and withdraws it while it waits.
    await rest(url, buyer.token, 'POST', '/user/add-to-cart', {
      productId: product._id,
      color: product.productVarieties[0]!.color,
      quantity: 10,
    });
    await rest(url, buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    const again = await pageOfItsOwn(browser, { baseURL: url });
    await signInPage(again, buyer);
    // Order History shows it above the placed orders, and the Buyer withdraws it there.
    await again.goto('/user-profile?section=orderHistory');
    const waiting = again.getByRole('list', { name: 'Awaiting approval' });
    await expect(waiting.getByText(`${product.name} (${product.productVarieties[0]!.color}), 10 m`)).toBeVisible();
    await expect(again.getByTestId('order-card').first()).toBeVisible();
    for (const width of WIDTHS) {
      await again.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(again), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(again, { path: `${SCREENSHOTS}/order-history-awaiting-approval-${width}.png` });
    }
    await waiting.getByRole('button', { name: 'Withdraw this order' }).click();
    await expect(again.getByText('Order withdrawn: it will not be placed.')).toBeVisible();
    await expect(again.getByRole('list', { name: 'Awaiting approval' })).toHaveCount(0);
    // My Account keeps the record of it.
    await again.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'My Account' }).click();
    await expect(again.getByRole('list', { name: 'Orders above limits' }).getByText(/Withdrawn by the buyer/)).toBeVisible();
    await checkedScreenshot(again, { path: `${SCREENSHOTS}/company-approval-withdrawn-1280.png` });
    await again.context().close();
  });

  test('the operator finds a company, sets Net 30 and a credit limit, sees what it owes by age, opens its ledger and puts it on hold', async ({
    page,
    baseURL,
  }) => {
    const url = baseURL!;
    const owner = await createBuyer(url, 'Kiran Rao');
    const name = `Ageing Mills ${Date.now()}`;
    await rest(url, owner.token, 'PUT', '/user/business', { ...PROFILE, companyName: name });
    await rest(url, owner.token, 'POST', '/company');
    const desk = await operator(url);
    await signInPage(page, desk);
    await page.goto('/admin/companies');
    await page.getByRole('searchbox', { name: 'Search companies' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search companies' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByLabel(`Payment terms of ${name}`).selectOption('net30');
    await row.getByLabel(`Credit limit of ${name} (₹)`).fill('200000');
    await row.getByRole('button', { name: 'Save terms' }).click();
    await expect(page.getByText(`Terms saved. ${name}: Net 30, credit limit ₹2,00,000.00`)).toBeVisible();

    // The company buys on account; the operator sees it owing, not yet due.
    await rest(url, owner.token, 'POST', '/address', MUMBAI_ADDRESS);
    const { data } = (await (await fetch(`${url}/api/getAllProducts?page=4&limit=12`)).json()) as { data: ListedFabric[] };
    const product = data.find((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 5)!;
    await rest(url, owner.token, 'POST', '/user/add-to-cart', {
      productId: product._id,
      color: product.productVarieties[0]!.color,
      quantity: 5,
    });
    const placed = await rest<{ pricing: { total: number } }>(url, owner.token, 'POST', '/buy', { paymentMethod: 'On Account' });
    await page.goto('/admin/receivables');
    const owing = page.getByRole('row').filter({ hasText: name });
    await expect(owing.getByRole('cell').nth(1)).toHaveText(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(placed.pricing.total),
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-receivables-owing-${width}.png` });
    }
    // Receivables as a sheet, as on today.
    const sheet = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV (as on today)' }).click();
    const csv = await readFile((await (await sheet).path())!, 'utf8');
    expect(csv).toMatch(/^Receivables as on \d{1,2} [A-Z][a-z]{2} \d{4}\r\n/);
    expect(csv).toContain(`${name},`);

    // A hold from the row, with why: the company reads the reason.
    await owing.getByRole('button', { name: 'Put on hold' }).click();
    const holding = page.getByRole('dialog');
    await holding.getByLabel('Why (the company reads it)').fill('Cheque 004512 returned unpaid');
    await holding.getByRole('button', { name: 'Put on hold' }).click();
    await expect(owing.getByText('On hold', { exact: true })).toBeVisible();
    const summary = await rest<{ onAccount: { holdReason: string | null } }>(url, owner.token, 'GET', '/checkout/summary');
    expect(summary.onAccount.holdReason).toBe('set by FabricMart: Cheque 004512 returned unpaid');

    await owing.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoices on account' }).getByText(/^FM\/\d{4}\/\d{6}$/)).toBeVisible();

    await page.goto('/admin/companies');
    await page.getByRole('searchbox', { name: 'Search companies' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search companies' }).press('Enter');
    const listed = page.getByRole('row').filter({ hasText: name });
    await expect(listed.getByText('On hold: set by FabricMart: Cheque 004512 returned unpaid')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-companies-hold-${width}.png` });
    }
    await listed.getByRole('button', { name: 'Take off hold' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Take off hold' }).click();
    await expect(page.getByText(`${name} taken off credit hold`)).toBeVisible();
  });
  test('a paid order cancelled leaves the company an advance it sees; the operator refunds it and closes the account', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const url = baseURL!;
    const owner = await createBuyer(url, 'Nisha Desai');
    const desk = await operator(url);
    const name = `Advance Prints ${Date.now()}`;
    await rest(url, owner.token, 'PUT', '/user/business', { ...PROFILE, companyName: name });
    const company = await rest<{ data: { _id: string } }>(url, owner.token, 'POST', '/company');
    const id = company.data._id;
    await rest(url, desk.token, 'PUT', `/admin/companies/${id}/terms`, { terms: 'net30', creditLimit: 500_000 });
    await rest(url, owner.token, 'POST', '/address', MUMBAI_ADDRESS);
    const { data } = (await (await fetch(`${url}/api/getAllProducts?page=5&limit=12`)).json()) as { data: ListedFabric[] };
    const product = data.find((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 5)!;
    await rest(url, owner.token, 'POST', '/user/add-to-cart', {
      productId: product._id,
      color: product.productVarieties[0]!.color,
      quantity: 5,
    });
    const placed = await rest<{ orders: { _id: string; invoiceNumber: string }[]; pricing: { total: number } }>(
      url,
      owner.token,
      'POST',
      '/buy',
      { paymentMethod: 'On Account' },
    );
    const [order] = placed.orders;
    // A payment reported with a UTR the bank does not know: the operator rejects it, saying why.
    await rest(url, owner.token, 'POST', '/company/payments', {
      amount: placed.pricing.total,
      method: 'NEFT',
      reference: 'HDFCN52026120200070',
      allocations: [{ invoiceId: order!.invoiceNumber, amount: placed.pricing.total }],
    });
    await signInPage(page, desk);
    await page.goto(`/admin/companies/${id}`);
    await page.getByRole('button', { name: 'Reject HDFCN52026120200070' }).click();
    const rejecting = page.getByRole('dialog');
    await rejecting.getByLabel('Why (the company reads it)').fill('No credit for this UTR in our account');
    await rejecting.getByRole('button', { name: 'Reject HDFCN52026120200070' }).click();
    await expect(page.getByText('rejected: No credit for this UTR in our account')).toBeVisible();
    await rest(url, desk.token, 'POST', `/admin/companies/${id}/payments`, {
      amount: placed.pricing.total,
      method: 'NEFT',
      reference: 'HDFCN52026120200077',
      allocations: [{ invoiceId: order!.invoiceNumber, amount: placed.pricing.total }],
    });
    await rest(url, owner.token, 'PATCH', `/order/cancel/${order!._id}`, { status: 'Cancelled', message: 'Ordered twice' });
    const paid = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(placed.pricing.total);

    // The Owner sees the payment kept as the company's advance.
    const ownerPage = await pageOfItsOwn(browser, { baseURL: url });
    await signInPage(ownerPage, owner);
    await ownerPage.goto('/user-profile');
    const books = ownerPage.getByRole('region', { name: 'Company account' });
    const advance = books.getByRole('region', { name: `Advance ${paid}` });
    await expect(advance).toBeVisible();
    await expect(
      advance.getByText(`${paid} of NEFT HDFCN52026120200077 no longer owed on ${order!.invoiceNumber}`, { exact: false }),
    ).toBeVisible();
    for (const width of WIDTHS) {
      await ownerPage.setViewportSize({ width, height: 900 });
      await advance.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(ownerPage), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(ownerPage, { path: `${SCREENSHOTS}/company-ledger-advance-${width}.png` });
    }

    // Beside the invoice, the credit note that took it to nothing, and its PDF a click away.
    const creditNote = (
      await rest<{ data: { invoices: { creditNotes: { number: string }[] }[] } }>(url, owner.token, 'GET', '/company/ledger')
    ).data.invoices[0]!.creditNotes[0]!.number;
    const ledgerTable = books.getByRole('table', { name: 'Ledger' });
    await expect(ledgerTable.getByText(`− ${paid} credit note`)).toBeVisible();
    const download = ownerPage.waitForEvent('download');
    await ledgerTable.getByRole('button', { name: `Download credit note ${creditNote}` }).click();
    expect(await pdfText(new Uint8Array(await readFile((await (await download).path())!)))).toContain(creditNote);
    await expect(books.getByText('not received · ', { exact: false })).toBeVisible();
    await expect(books.locator('.payment-rejected')).toHaveText(': No credit for this UTR in our account');

    // The operator refunds it with the bank's reference.
    await page.goto(`/admin/companies/${id}`);
    await expect(page.getByRole('heading', { name: `Advance ${paid}` })).toBeVisible();
    const refund = page.getByRole('group', { name: 'Refund the advance' });
    await refund.getByLabel(/^Amount, at most/).fill(String(placed.pricing.total));
    await refund.getByLabel('UTR of the refund').fill('HDFCR52026120200078');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await refund.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-company-refund-${width}.png` });
    }
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Record refund' }).click();
    await expect(page.getByText(`${paid} refunded by NEFT HDFCR52026120200078`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Advance ₹0.00' })).toBeVisible();

    // Nothing owed, nothing on its way: the account closes, with why.
    await page.goto('/admin/companies');
    await page.getByRole('searchbox', { name: 'Search companies' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search companies' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Close account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Why (the members read it)').fill('The business has stopped trading');
    await dialog.getByRole('button', { name: 'Close account' }).click();
    await expect(row.getByText(/^Closed on /)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-companies-closed-${width}.png` });
    }
    await ownerPage.reload();
    await expect(
      ownerPage.getByRole('region', { name: 'Company account' }).getByRole('button', { name: 'Make my business a company account' }),
    ).toBeVisible();
    await ownerPage.context().close();
  });
});
