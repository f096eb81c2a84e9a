import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { RestProduct } from '../../bff/rest-types.js';
import { orderApprovalsMachine, REASON_NEEDED } from '../../machines/order-approvals.js';
import { createBuyer, expect, joinedCompany, MUMBAI_ADDRESS, operator, rest, signInPage, soldByTheMetre, type Buyer } from './fixtures.js';
import { HeldOperations, toast, type BrowserModel, type ModelEvent } from './model/browser-model.js';
import { describeBrowserModel } from './model/browser-suite.js';

const REASON = 'Too much for this month.';
/** What the row says of each status (src/profile/ApprovalsPanel.tsx). */
const SHOWN: Record<string, string> = { waiting: 'Awaiting approval', approved: 'Approved and placed', rejected: 'Rejected' };

interface Facts {
  status: string;
  reason: boolean;
}
const factsOf = (snapshot: AnyMachineSnapshot): Facts => ({
  status: (snapshot.context.approvals[0] as { status: string } | undefined)?.status ?? 'none',
  reason: (snapshot.context.reasons['1'] ?? '') !== '',
});

/**
 * An order above a Buyer's limit (machines/order-approvals.ts), walked in Chromium: paths generated from the machine,
 * each event a company member's action in My Account (the Owner approves, types a reason and rejects, or rejects
 * without one) or in Order History (the Buyer who asked withdraws it), each state checked as they see it. The list's
 * load and each decision are held while the screen shows it is busy, then let through or failed as a lost connection.
 */
const model: BrowserModel<typeof orderApprovalsMachine> = {
  machine: orderApprovalsMachine,
  events: (snapshot) => {
    if (snapshot.matches('failed')) return [{ type: 'approvals.retry' }];
    if (!snapshot.matches('ready') || factsOf(snapshot).status !== 'waiting') return [];
    if (factsOf(snapshot).reason) return [{ type: 'approval.reject', id: '1' }];
    return [
      { type: 'approval.approve', id: '1' },
      { type: 'approval.reason', id: '1', reason: REASON },
      { type: 'approval.reject', id: '1' },
      { type: 'approval.withdraw', id: '1' },
    ];
  },
  answers: () => ['done', 'error'],
  output: (_, actor) => {
    if (actor === 'loadApprovals') return [{ id: '1', status: 'waiting' }];
    const status = { approve: 'approved', reject: 'rejected', withdraw: 'withdrawn' }[actor];
    return { message: '', approval: { id: '1', status } };
  },
  abstract: (snapshot) => ({ value: snapshot.value, ...factsOf(snapshot) }),
  unreachable: {},
};

/** An Owner and a Buyer of one company; the Buyer's order of 20 m on account is above their ₹1,000 limit and waits. */
async function waitingApproval(baseURL: string): Promise<{ owner: Buyer; buyer: Buyer; fabric: string }> {
  const owner = await createBuyer(baseURL, 'Meera Shah');
  const buyer = await createBuyer(baseURL, 'Ravi Patel');
  const desk = await operator(baseURL);
  await rest(baseURL, owner.token, 'PUT', '/user/business', {
    companyName: 'Model Shirts Pvt Ltd',
    gstin: '27AAPFU0939F1ZV',
    address: '7 Linking Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400050',
  });
  const company = await rest<{ data: { _id: string } }>(baseURL, owner.token, 'POST', '/company');
  await rest(baseURL, desk.token, 'PUT', `/admin/companies/${company.data._id}/terms`, { terms: 'net30', creditLimit: 500_000 });
  const buyerId = await joinedCompany(baseURL, owner, buyer, 'buyer');
  await rest(baseURL, owner.token, 'PUT', `/company/members/${buyerId}`, { orderLimit: 1_000 });
  await rest(baseURL, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
  const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=6&limit=12`)).json()) as { data: RestProduct[] };
  const product = data.find((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 20)!;
  await rest(baseURL, buyer.token, 'POST', '/user/add-to-cart', {
    productId: product._id,
    color: product.productVarieties[0]!.color,
    quantity: 20,
  });
  await rest(baseURL, buyer.token, 'POST', '/buy', { paymentMethod: 'On Account' });
  return { owner, buyer, fabric: product.name };
}

const rowOf = (page: Page, fabric: string) => page.locator('li.company-member').filter({ hasText: fabric });

async function act(page: Page, fabric: string, event: ModelEvent, held: HeldOperations): Promise<void> {
  const row = rowOf(page, fabric);
  switch (event.type) {
    case 'approvals.retry':
      return page.getByRole('button', { name: 'Try again' }).click();
    case 'approval.approve':
      return row.getByRole('button', { name: 'Approve and place' }).click();
    case 'approval.reason':
      return row.getByLabel('Reason, if you reject it').fill(REASON);
    case 'approval.reject':
      return row.getByRole('button', { name: 'Reject' }).click();
    case 'approval.withdraw':
      return row.getByRole('button', { name: 'Withdraw this order' }).click();
    case 'xstate.done.actor.loadApprovals':
      return held.release('CompanyApprovals');
    case 'xstate.error.actor.loadApprovals':
      return held.fail('CompanyApprovals');
    case 'xstate.done.actor.approve':
      return held.release('ApproveOrder');
    case 'xstate.error.actor.approve':
      return held.fail('ApproveOrder');
    case 'xstate.done.actor.reject':
      return held.release('RejectOrder');
    case 'xstate.error.actor.reject':
      return held.fail('RejectOrder');
    case 'xstate.done.actor.withdraw':
      return held.release('WithdrawApproval');
    case 'xstate.error.actor.withdraw':
      return held.fail('WithdrawApproval');
  }
}

async function see(page: Page, fabric: string, asBuyer: boolean, state: AnyMachineSnapshot, event: ModelEvent): Promise<void> {
  const row = rowOf(page, fabric);
  const facts = factsOf(state);
  if (state.matches('loading')) {
    if (asBuyer) await expect(page.getByRole('heading', { name: 'Awaiting approval' })).toHaveCount(0);
    else await expect(page.getByText('Loading orders awaiting approval…')).toBeVisible();
  } else if (state.matches('failed')) {
    await expect(page.getByRole('alert').filter({ hasText: 'The orders awaiting approval could not be loaded.' })).toBeVisible();
  } else if (state.matches('approving') || state.matches('rejecting')) {
    await expect(row.getByRole('button', { name: 'Approve and place' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Reject' })).toBeDisabled();
  } else if (state.matches('withdrawing')) {
    await expect(row.getByRole('button', { name: 'Withdraw this order' })).toBeDisabled();
  } else if (state.matches('ready')) {
    if (facts.status === 'withdrawn') {
      // The Buyer's list keeps only what still waits: the order has left it.
      await expect(toast(page, /withdrawn/i)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Withdraw this order' })).toHaveCount(0);
      return;
    }
    await expect(row).toContainText(SHOWN[facts.status]!);
    if (event.type.startsWith('xstate.error.actor.') && event.type !== 'xstate.error.actor.loadApprovals')
      await expect(toast(page, /Failed to fetch|network|not saved/i)).toBeVisible();
    if (asBuyer) {
      await expect(row.getByRole('button', { name: 'Withdraw this order' })).toBeEnabled();
      return;
    }
    const deciding = facts.status === 'waiting';
    await expect(row.getByRole('button', { name: 'Approve and place' })).toHaveCount(deciding ? 1 : 0);
    if (deciding) await expect(row.getByLabel('Reason, if you reject it')).toHaveValue(facts.reason ? REASON : '');
    if (facts.status === 'rejected') await expect(row).toContainText(`Reason: ${REASON}`);
    if (event.type === 'approval.reject') await expect(toast(page, REASON_NEEDED)).toBeVisible();
  }
}

describeBrowserModel('approvals model in Chromium (machines/order-approvals.ts)', 'orderApprovals', model, async (path, page, baseURL) => {
  const { owner, buyer, fabric } = await waitingApproval(baseURL);
  // Withdrawing is the Buyer's, from their Order History; deciding is the Owner's, in My Account.
  const asBuyer = path.steps.some(({ event }) => event.type === 'approval.withdraw');
  const held = new HeldOperations(['CompanyApprovals', 'ApproveOrder', 'RejectOrder', 'WithdrawApproval']);
  await held.install(page);
  await signInPage(page, asBuyer ? buyer : owner);
  await page.goto('/user-profile');
  if (asBuyer) {
    // My Account lists the company's approvals too: that list's load goes through before Order History's is held.
    await held.release('CompanyApprovals');
    await page.getByRole('button', { name: 'Order History' }).click();
  }
  for (const { event, state } of path.steps) {
    if (event.type !== 'xstate.init') await act(page, fabric, event, held);
    await see(page, fabric, asBuyer, state, event);
  }
});
