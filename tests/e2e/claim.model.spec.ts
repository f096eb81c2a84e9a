import type { Locator, Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { RestProduct } from '../../bff/rest-types.js';
import { buyerClaimMachine } from '../../machines/claim.js';
import { createBuyer, expect, MUMBAI_ADDRESS, operator, rest, signInPage, soldByTheMetre, type Buyer } from './fixtures.js';
import { HeldOperations, toast, type BrowserModel, type ModelEvent } from './model/browser-model.js';
import { describeBrowserModel } from './model/browser-suite.js';

const MESSAGE = 'Roll 4 only; the others are fine.';

/**
 * The buyer's claim (machines/claim.ts on machines/tabled-record.ts), walked in Chromium: paths generated from the
 * machine, each event a buyer's action on the claim in Order History (View claim, Send message, Try again), each
 * state checked as the buyer sees it. The claim's load and the message are held while the screen shows it is busy,
 * then let through to the server or failed as a lost connection.
 */
const model: BrowserModel<typeof buyerClaimMachine> = {
  machine: buyerClaimMachine,
  input: { id: '1' },
  events: (snapshot) => {
    if (snapshot.matches('ready')) return [{ type: 'record.act', action: 'message', payload: { text: MESSAGE } }];
    if (snapshot.matches('failed')) return [{ type: 'record.reload' }];
    return [];
  },
  answers: () => ['done', 'error'],
  output: (_, actor) => (actor === 'load' ? { id: '1', status: 'Open' } : { message: 'Message sent', record: { id: '1', status: 'Open' } }),
  abstract: (snapshot) => ({ value: snapshot.value, status: snapshot.context.record?.status ?? null }),
  unreachable: {
    'ready:record.reload': 'the claim offers Try again only when it failed to load; a loaded claim is read again by reopening it',
  },
};

/** A buyer with a delivered order of 20 m and an open claim on 6 m of it, made through the REST API. */
async function buyerWithClaim(baseURL: string): Promise<{ buyer: Buyer; fabric: string; claimId: string }> {
  const ops = await operator(baseURL);
  const buyer = await createBuyer(baseURL);
  await rest(baseURL, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
  const { data } = await rest<{ data: RestProduct[] }>(baseURL, buyer.token, 'GET', '/getAllProducts?page=3&limit=12');
  const fabric = data.find((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 20)!;
  await rest(baseURL, buyer.token, 'POST', '/user/add-to-cart', {
    productId: fabric._id,
    color: fabric.productVarieties[0]!.color,
    quantity: 20,
  });
  const placed = await rest<{ orders: { _id: string }[] }>(baseURL, buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
  const orderId = placed.orders[0]!._id;
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  for (const body of [undefined, { dispatch: { transporter: 'VRL Logistics', lrNumber: 'VRL-7731', date: today } }, undefined])
    await rest(baseURL, ops.token, 'POST', `/admin/order/${orderId}/advance`, body);
  const form = new FormData();
  for (const [name, value] of Object.entries({
    kind: 'Defect',
    metres: '6',
    lot: 'ROLL-4',
    note: 'Holes along the selvedge of roll 4.',
    uncut: 'true',
  }))
    form.append(name, value);
  const opened = await rest<{ data: { _id: string } }>(baseURL, buyer.token, 'POST', `/order/${orderId}/claims`, form);
  return { buyer, fabric: fabric.name, claimId: opened.data._id };
}

async function act(card: Locator, claimId: string, event: ModelEvent, held: HeldOperations): Promise<void> {
  const claim = card.getByRole('region', { name: new RegExp(`^Claim ${claimId}`) });
  switch (event.type) {
    case 'record.act':
      await claim.getByLabel('Write to FabricMart').fill(MESSAGE);
      return claim.getByRole('button', { name: 'Send message' }).click();
    case 'record.reload':
      return card.getByRole('button', { name: 'Try again' }).click();
    case 'xstate.done.actor.load':
      return held.release('Claim');
    case 'xstate.error.actor.load':
      return held.fail('Claim');
    case 'xstate.done.actor.act':
      return held.release('WriteClaimMessage');
    case 'xstate.error.actor.act':
      return held.fail('WriteClaimMessage');
  }
}

async function see(page: Page, card: Locator, claimId: string, state: AnyMachineSnapshot, event: ModelEvent): Promise<void> {
  const claim = card.getByRole('region', { name: new RegExp(`^Claim ${claimId}`) });
  if (state.matches('loading')) {
    await expect(card.getByRole('status').filter({ hasText: 'Loading your claim' })).toBeAttached();
  } else if (state.matches('failed')) {
    await expect(card.getByRole('alert')).toContainText(/Failed to fetch|network|did not go through/i);
    await expect(card.getByRole('button', { name: 'Try again' })).toBeEnabled();
  } else if (state.matches('acting')) {
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await expect(claim.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(claim.getByLabel('Write to FabricMart')).toBeDisabled();
  } else if (state.matches('ready')) {
    await expect(claim).toHaveAttribute('aria-busy', 'false');
    await expect(claim).toContainText('Defect · 6 m · roll or lot ROLL-4');
    await expect(claim.getByLabel('Write to FabricMart')).toBeEditable();
    if (event.type === 'xstate.done.actor.act') {
      await expect(toast(page, 'Message sent')).toBeVisible();
      await expect(claim.getByText(MESSAGE).first()).toBeVisible();
      await expect(claim.getByLabel('Write to FabricMart')).toHaveValue('');
    }
    if (event.type === 'xstate.error.actor.act') {
      await expect(toast(page, /Failed to fetch|network|did not go through/i)).toBeVisible();
      // Nothing typed is lost: the message waits to be sent again.
      await expect(claim.getByLabel('Write to FabricMart')).toHaveValue(MESSAGE);
    }
  }
}

describeBrowserModel('claim model in Chromium (machines/claim.ts)', 'buyerClaim', model, async (path, page, baseURL) => {
  const { buyer, fabric, claimId } = await buyerWithClaim(baseURL);
  const held = new HeldOperations(['Claim', 'WriteClaimMessage']);
  await held.install(page);
  await signInPage(page, buyer);
  await page.goto('/user-profile');
  await page.getByRole('button', { name: 'Order History' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: fabric });
  await card.getByRole('button', { expanded: false }).first().click();
  await card.getByRole('button', { name: `View claim ${claimId}` }).click();
  for (const { event, state } of path.steps) {
    if (event.type !== 'xstate.init') await act(card, claimId, event, held);
    await see(page, card, claimId, state, event);
  }
});
