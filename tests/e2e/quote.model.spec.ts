import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { RestProduct } from '../../bff/rest-types.js';
import { quoteStatusAfter, type QuoteStatus } from '../../domain/quotes.js';
import { buyerQuoteMachine, type QuoteMove } from '../../machines/quote.js';
import { createBuyer, expect, operator, rest, signInPage } from './fixtures.js';
import { HeldOperations, toast, type BrowserModel, type ModelEvent } from './model/browser-model.js';
import { describeBrowserModel } from './model/browser-suite.js';

const MESSAGE = 'Can the price hold for 500 m as well?';
/** The operation each of the buyer's moves sends, and the button that sends it. */
const MOVES: Record<Exclude<QuoteMove, 'price' | 'decline'>, { operation: string; button: string }> = {
  accept: { operation: 'AcceptQuote', button: 'Accept' },
  reject: { operation: 'RejectQuote', button: 'Reject' },
  revise: { operation: 'ReviseQuote', button: 'Ask again' },
  message: { operation: 'WriteQuoteMessage', button: 'Send' },
};
type BuyerMove = keyof typeof MOVES;

const statusOf = (snapshot: AnyMachineSnapshot) => (snapshot.context.record?.status ?? null) as QuoteStatus | null;
/** The move on its way while the machine is acting (the input of its `act` call). */
const pendingMove = (snapshot: AnyMachineSnapshot) =>
  (snapshot.children.act?.getSnapshot() as { input?: { action: BuyerMove } } | undefined)?.input?.action ?? null;

/**
 * The buyer's quote (machines/quote.ts on machines/tabled-record.ts), walked in Chromium: paths generated from the
 * machine, each event a buyer's action on a priced quote in /user-profile › Quotes (Accept, Reject, Send, Ask again,
 * Try again), each state checked as the buyer sees it. The quote's load and each move are held while the screen
 * shows it is busy, then let through to the server (which moves the quote as domain/quotes.ts says) or failed as a
 * lost connection.
 */
const model: BrowserModel<typeof buyerQuoteMachine> = {
  machine: buyerQuoteMachine,
  input: { id: '1' },
  events: (snapshot) => {
    if (snapshot.matches('failed')) return [{ type: 'record.reload' }];
    if (!snapshot.matches('ready')) return [];
    const moves: Partial<Record<QuoteStatus, BuyerMove[]>> = {
      Quoted: ['accept', 'reject', 'message'],
      Accepted: ['revise'],
      Requested: ['message'],
    };
    return (moves[statusOf(snapshot)!] ?? []).map((action) => ({ type: 'record.act', action }));
  },
  // A failed move is walked once (from a Quoted quote, Accept): the screen is the same for every move that fails.
  answers: (snapshot, actor) =>
    actor === 'load' || (statusOf(snapshot) === 'Quoted' && pendingMove(snapshot) === 'accept') ? ['done', 'error'] : ['done'],
  output: (snapshot, actor) => {
    const validUntil = new Date(Date.now() + 3 * 86_400_000).toISOString();
    if (actor === 'load') return { id: '1', status: 'Quoted', validUntil };
    return { message: '', record: { id: '1', status: quoteStatusAfter(statusOf(snapshot)!, pendingMove(snapshot)!), validUntil } };
  },
  abstract: (snapshot) => ({ value: snapshot.value, status: statusOf(snapshot), move: pendingMove(snapshot) }),
  unreachable: {
    'ready:record.reload': 'the quote offers Try again only when it failed to load; a loaded quote is read again by opening it',
  },
};

/** A buyer with a quote for 100 m of a fabric, priced by the operator for three days, made through the REST API. */
async function buyerWithPricedQuote(baseURL: string) {
  const buyer = await createBuyer(baseURL);
  const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=5&limit=12`)).json()) as { data: RestProduct[] };
  const product = data[0]!;
  const color = product.productVarieties[0]!.color;
  const asked = await rest<{ data: { _id: string } }>(baseURL, buyer.token, 'POST', '/quotes', {
    lines: [{ productId: product._id, color, metres: Math.max(100, product.minOrderMetres) }],
  });
  const desk = await operator(baseURL);
  await rest(baseURL, desk.token, 'POST', `/admin/quotes/${asked.data._id}/price`, {
    lines: [{ productId: product._id, color, pricepermeter: 199.5 }],
    validUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  return { buyer, quoteId: asked.data._id };
}

async function act(page: Page, event: ModelEvent, held: HeldOperations, moving: { move: BuyerMove | null }): Promise<void> {
  const detail = page.locator('section.quote-detail');
  switch (event.type) {
    case 'record.act': {
      const move = event.action as BuyerMove;
      moving.move = move;
      if (move === 'message') await detail.getByLabel('Write to FabricMart').fill(MESSAGE);
      return detail.getByRole('button', { name: MOVES[move].button, exact: true }).click();
    }
    case 'record.reload':
      return detail.getByRole('button', { name: 'Try again' }).click();
    case 'xstate.done.actor.load':
      return held.release('Quote');
    case 'xstate.error.actor.load':
      return held.fail('Quote');
    case 'xstate.done.actor.act':
      return held.release(MOVES[moving.move!].operation);
    case 'xstate.error.actor.act':
      return held.fail(MOVES[moving.move!].operation);
  }
}

async function see(
  page: Page,
  quoteId: string,
  state: AnyMachineSnapshot,
  event: ModelEvent,
  moving: { move: BuyerMove | null },
): Promise<void> {
  const detail = page.locator('section.quote-detail');
  const heading = page.getByRole('heading', { name: new RegExp(`Quote ${quoteId}`) });
  if (state.matches('loading')) {
    await expect(page.getByRole('status').filter({ hasText: 'Loading the quote' })).toBeAttached();
  } else if (state.matches('failed')) {
    await expect(detail.getByRole('alert')).toContainText(/Failed to fetch|network|did not go through/i);
    await expect(detail.getByRole('button', { name: 'Try again' })).toBeEnabled();
  } else if (state.matches('acting')) {
    const move = pendingMove(state)!;
    await expect(detail).toHaveAttribute('aria-busy', 'true');
    await expect(detail.getByRole('button', { name: MOVES[move].button, exact: true })).toBeDisabled();
  } else if (state.matches('ready')) {
    const status = statusOf(state)!;
    await expect(detail).toHaveAttribute('aria-busy', 'false');
    await expect(heading).toContainText(status);
    // What the buyer may do now is what domain/quotes.ts lets them do from this status.
    await expect(detail.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(status === 'Quoted' ? 1 : 0);
    await expect(detail.getByRole('button', { name: 'Ask again', exact: true })).toHaveCount(status === 'Requested' ? 0 : 1);
    await expect(detail.getByLabel('Write to FabricMart')).toHaveCount(status === 'Quoted' || status === 'Requested' ? 1 : 0);
    if (event.type === 'xstate.done.actor.act' && moving.move === 'message') {
      await expect(detail.getByText(MESSAGE).first()).toBeVisible();
      await expect(detail.getByLabel('Write to FabricMart')).toHaveValue('');
    }
    if (event.type === 'xstate.error.actor.act') await expect(toast(page, /Failed to fetch|network|did not go through/i)).toBeVisible();
  }
}

describeBrowserModel('quote model in Chromium (machines/quote.ts)', 'buyerQuote', model, async (path, page, baseURL) => {
  const { buyer, quoteId } = await buyerWithPricedQuote(baseURL);
  const held = new HeldOperations(['Quote', ...Object.values(MOVES).map((move) => move.operation)]);
  await held.install(page);
  await signInPage(page, buyer);
  await page.goto('/user-profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Quotes' }).click();
  await page.getByRole('button', { name: new RegExp(`^Quote ${quoteId} `) }).click();
  const moving = { move: null as BuyerMove | null };
  for (const { event, state } of path.steps) {
    if (event.type !== 'xstate.init') await act(page, event, held, moving);
    await see(page, quoteId, state, event, moving);
  }
});
