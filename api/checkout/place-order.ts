import { randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES, deliveryStateProblem, shortStockMessage } from '../../domain/checkout.js';
import { metresByColour, takesCoupon } from '../../domain/cart-lines.js';
import { indianDay } from '../../domain/day.js';
import { financialYear } from '../../domain/invoice.js';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../../domain/money.js';
import { QUOTE_MESSAGES } from '../../domain/quotes.js';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership.js';
import type { AwaitingApprovalAnswer, BuyAnswer, BuyBody, RestOrder } from '../../domain/rest/checkout.js';
import { APPROVAL_MESSAGES } from '../../domain/approvals.js';
import { SAMPLE_MESSAGES } from '../../domain/samples.js';
import { MAX_ORDER_PAISE, ORDER_CEILING_MESSAGE } from '../../domain/shopping.js';
import { shippingPaise } from '../../domain/shipping.js';
import { billedBusiness } from '../business/business-profile-service.js';
import { badRequest, conflict, forbidden, HttpError } from '../errors.js';
import { creditStanding } from '../company/credit-position.js';
import {
  creditExceeded,
  creditHold,
  CREDIT_MESSAGES,
  dueDay,
  notOnCreditTerms,
  ON_ACCOUNT,
  roleDoesNotOrder,
} from '../../domain/company-credit.js';
import { creditDays, may, ROLE_NAMES, type PaymentTerms } from '../../domain/company.js';
import { kinded, type CartRows } from '../repositories/carts.js';
import type { AddressRow } from '../repositories/addresses.js';
import type { Buying } from '../repositories/companies.js';
import type { Repositories } from '../repositories/index.js';
import { stock } from '../repositories/stock.js';
import { couponProblem, couponTerms } from '../shopping/coupon-rules.js';
import type { PaymentProvider } from './payment.js';
import { priceLines } from './price-lines.js';
import { purchaseOrderOf, shippedLines, shippingOf } from './purchase-terms.js';
import { requestApproval } from './approval-request.js';
import type { Account, HeldCart, PricedPurchase } from './held-purchase.js';
import { step, together, type Step } from '../db/pipeline.js';
import { INSERT_BATCH } from '../repositories/orders.js';
import type { ConfirmedPurchase } from './order-emails.js';
import type { OwnCatalogueWrites } from '../catalogue/changes.js';
import { catalogueChangeLog } from '../repositories/catalogue-changes.js';
import type { OrderWithTracking } from '../repositories/orders.js';

const number = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

/** How an approved order is placed: from the address chosen when it was asked for, with no second approval. */
export interface Approved {
  addressId: number;
}

/**
 * How Place Order ends its transaction: steps that go with its last writes (the purchase's queued jobs, made from
 * what its confirmation says and the payment to capture), and whether the transaction is committed with them. With
 * `commit`, nothing of the transaction may follow: the caller only answers.
 */
export interface Ending {
  alongside?: (purchase: ConfirmedPurchase, paymentId: string | null) => Promise<Step<unknown>[]>;
  commit?: boolean;
}

/** What the purchase's confirmation says, from what Place Order is about to write (the same as its answer will say). */
function confirmationOf(
  purchase: string,
  body: BuyBody,
  { address, shipping, reference, priced }: PricedPurchase,
  placed: { order: { order_number: string; total_paise: number }; item: { name: string; color: string; quantity: number } }[],
): ConfirmedPurchase {
  return {
    purchaseId: purchase,
    pricing: priced.pricing,
    orders: placed.map(({ order, item }) => ({
      orderId: order.order_number,
      paymentMethod: body.paymentMethod,
      shippingAddress: {
        fullName: address.name,
        phone: address.alternative_phone,
        address: address.address,
        city: address.city,
        state: address.state,
        pinCode: address.pin_code,
        country: address.country,
      },
      shipment: { option: shipping.option._id, estimatedDelivery: shipping.deliveryDay },
      poNumber: reference.poNumber,
      requestedDelivery: reference.requestedDelivery,
      item: { name: item.name, color: item.color, quantity: item.quantity },
      pricing: { total: paiseToRupees(order.total_paise) },
    })),
  };
}

/**
 * Place Order in its steps, each in the cart's transaction: price the cart, hold what it takes (quotes, stock, the
 * coupon's use), pay (authorise), write the orders. The confirmation mail follows the commit (order-service's buy).
 */
/** What Place Order reads first: the cart, the address it goes to, and who the buyer buys as. */
type PurchaseReading = readonly [CartRows, AddressRow | undefined, Buying];

export function createPlaceOrder(
  repos: Repositories,
  payments: PaymentProvider,
  toOrders: (found: OrderWithTracking[]) => RestOrder[],
  catalogue: OwnCatalogueWrites,
) {
  /**
   * What Place Order reads before it decides anything, in one exchange: the cart, the address it goes to (the one chosen
   * when an approved order was asked for), and the buyer's company and billed business.
   */
  const readFor = (cart: HeldCart, userId: number, approved: Approved | null): Promise<PurchaseReading> =>
    together(cart.trx, [
      cart.reading(),
      approved ? repos.addresses.byIdStep(cart.trx, userId, approved.addressId) : repos.addresses.selecting(cart.trx, userId),
      repos.companies.buying(userId, cart.trx),
    ] as const);

  /** The cart as it is now, for the selected address and shipping, the coupon checked again; the buyer's total must match. */
  function price([rows, address]: PurchaseReading, body: BuyBody, at: Date, approved: Approved | null): PricedPurchase {
    const shipping = shippingOf(body, at);
    const reference = purchaseOrderOf(body, at);
    if (rows.lines.length === 0) throw badRequest(CHECKOUT_MESSAGES.emptyCart);
    if (!address) throw badRequest(approved ? APPROVAL_MESSAGES.addressGone : CHECKOUT_MESSAGES.noSelectedAddress);
    // An address saved before states came from the list may name none: the invoice could not tell its place of supply.
    const unknownState = deliveryStateProblem(address);
    if (unknownState) throw badRequest(`${unknownState} ${CHECKOUT_MESSAGES.editAddress}`);
    const subtotal = rows.lines.reduce((sum, line) => sum + line.unit_price_paise * line.quantity, 0);
    // Prices may have risen since the cart was last changed.
    if (subtotal > MAX_ORDER_PAISE) throw badRequest(ORDER_CEILING_MESSAGE);

    // The coupon is checked again now; the buyer's uses are counted when it is held.
    let couponApplies = false;
    if (rows.coupon) {
      const problem = couponProblem(rows.coupon, {
        now: at,
        ...couponTerms(rows.lines.map(kinded)),
        usedByBuyer: rows.couponUsedByBuyer,
      });
      if (problem)
        throw conflict(`Coupon ${rows.coupon.code} can no longer be used: ${problem} Remove it from your cart to order without it.`);
      couponApplies = true;
    }
    const priced = priceLines(rows, couponApplies, shippingPaise(shipping.option, shippedLines(rows.lines)));
    if (body.expectedTotal !== undefined && rupeesToPaise(body.expectedTotal) !== priced.totalPaise) {
      throw conflict(
        `Prices have changed: the total is now ${formatRupees(paiseToRupees(priced.totalPaise))}. Check the summary and place the order again.`,
      );
    }
    return { rows, address, shipping, reference, couponApplies, priced };
  }

  /**
   * Accepted quotes that still hold, the metres from stock, the coupon's use, the cart emptied: all or nothing. Answers
   * the quotes' ids.
   */
  async function hold(
    cart: HeldCart,
    { rows, couponApplies }: PricedPurchase,
    at: Date,
    userId: number,
    purchase: string,
    terms: Account,
  ): Promise<number[]> {
    const { trx } = cart;
    // Lines of accepted quotes are bought at the quoted price only while the quote holds, and only once.
    const quoteIds = [...new Set(rows.lines.flatMap((line) => (line.quote_id === null ? [] : [line.quote_id])))];
    const quotes = quoteIds.length === 0 ? [] : await repos.quotes.lockForOrder(trx, quoteIds);
    for (const quoteId of quoteIds) {
      const quote = quotes.find((row) => row.id === quoteId);
      if (quote?.status !== 'Accepted') throw conflict(QUOTE_MESSAGES.notAccepted);
      // A company's negotiated price is bought for that company only, by a member whose role places orders (account()
      // refused the others); a quote of the buyer's own, by them outside any company.
      if (quote.company_id !== terms.companyId || (quote.company_id === null && quote.user_id !== userId))
        throw conflict(OWNERSHIP_MESSAGES.quoteElsewhere);
      if (!quote.valid_until || quote.valid_until.getTime() <= at.getTime()) throw conflict(QUOTE_MESSAGES.expired);
    }

    const metreLines = rows.lines.filter((line) => !line.is_sample);
    // In one exchange: a colour's metres over every kind of line (a quoted line beside a list-price one is one take of
    // their sum), the coupon's use, the cart emptied (its lines are priced already). A refusal below undoes all three.
    const [short, redeemed] = await together(trx, [
      stock.taking([...metresByColour(rows.lines.map(kinded))].map(([variety_id, quantity]) => ({ variety_id, quantity }))),
      rows.coupon && couponApplies ? repos.coupons.redeeming(trx, rows.coupon.id, userId, purchase) : step(null, () => true),
      cart.clearing(),
    ] as const);
    if (short.length > 0)
      throw conflict(
        shortStockMessage(
          short.map(({ variety_id, left }) => {
            const ofColour = metreLines.filter((line) => line.variety_id === variety_id);
            const line = ofColour[0]!;
            return { name: (JSON.parse(line.product_json) as { name: string }).name, color: line.color, left, lines: ofColour.length };
          }),
        ),
      );

    if (rows.coupon && !redeemed)
      throw conflict(`Coupon ${rows.coupon.code} has been used up. Remove it from your cart to order without it.`);
    return quoteIds;
  }

  /**
   * The buyer's company, if they are in one: their role must place orders, and an order on account must fit the
   * company's terms, hold and available credit (its row locked, so two members' orders take turns).
   */
  async function account(
    trx: HeldCart['trx'],
    { membership: mine, billed }: Buying,
    body: BuyBody,
    totalPaise: number,
    at: Date,
  ): Promise<Account> {
    const onAccount = body.paymentMethod === ON_ACCOUNT;
    if (!mine) {
      if (onAccount) throw badRequest(CREDIT_MESSAGES.notInCompany);
      return { companyId: null, paymentDue: null, limits: null, billed, advancePaise: 0 };
    }
    const { company, role } = mine;
    if (!may(role, 'placeOrders')) throw forbidden(roleDoesNotOrder(company.name, ROLE_NAMES[role]));
    const limits = { orderLimitPaise: mine.orderLimitPaise, monthlyLimitPaise: mine.monthlyLimitPaise };
    if (!onAccount) return { companyId: company.id, paymentDue: null, limits, billed, advancePaise: 0 };
    const terms = company.terms as PaymentTerms;
    if (creditDays(terms) === 0) throw badRequest(notOnCreditTerms(terms));
    await repos.ledger.lockCompany(trx, company.id);
    const today = indianDay(at);
    const position = creditStanding(company, await repos.ledger.owingOf(trx, company.id), today);
    if (position.holdReason) throw conflict(creditHold(company.name, position.holdReason));
    if (totalPaise > position.availablePaise)
      throw conflict(creditExceeded(company.name, paiseToRupees(totalPaise), paiseToRupees(position.availablePaise)));
    return { companyId: company.id, paymentDue: dueDay(today, terms), limits, billed, advancePaise: position.advancePaise };
  }

  /** The total authorised (captured after the commit, voided if it does not happen); its payment id. */
  async function pay(body: BuyBody, totalPaise: number, purchase: string, authorised: string[]): Promise<string | null> {
    // On account, nothing is taken now: the invoice is paid against the company's ledger.
    if (body.paymentMethod === ON_ACCOUNT) return null;
    const payment = await payments.authorise({
      method: body.paymentMethod,
      amountPaise: totalPaise,
      reference: purchase,
      card: body.card,
      upiId: body.upiId,
    });
    if (!payment.ok) throw new HttpError(402, CHECKOUT_MESSAGES.cardDeclined);
    authorised.push(payment.paymentId);
    return payment.paymentId;
  }

  /** One order per line, their samples claimed, the quotes Ordered, the invoices numbered. */
  async function write(
    cart: HeldCart,
    userId: number,
    body: BuyBody,
    purchased: PricedPurchase,
    paid: { purchase: string; paymentId: string | null; quoteIds: number[]; at: Date; account: Account },
    ending: Ending,
  ): Promise<BuyAnswer> {
    const { trx } = cart;
    const { rows, address, shipping, reference, couponApplies, priced } = purchased;
    const { purchase, paymentId, quoteIds, at, account: terms } = paid;
    const billed = billedBusiness(terms.billed);
    const placed = priced.lines.map(({ line, subtotal, discount, shipping: shippingShare, tax, total }) => {
      const product = JSON.parse(line.product_json) as { name: string; description: string };
      const orderNumber = number('FM');
      return {
        order: {
          order_number: orderNumber,
          // Numbered last, below; until then a mark no invoice number can be (they start 'FM/').
          invoice_number: `?${orderNumber}`,
          quote_id: line.quote_id,
          ...billed,
          purchase_number: purchase,
          po_number: reference.poNumber,
          requested_delivery: reference.requestedDelivery,
          user_id: userId,
          payment_method: body.paymentMethod,
          payment_id: paymentId,
          company_id: terms.companyId,
          payment_due: terms.paymentDue,
          shipping_option: shipping.option._id,
          scheduled_date: shipping.option.requiresDateSelection ? shipping.deliveryDay : null,
          shipment_date: shipping.shipmentDay,
          estimated_delivery: shipping.deliveryDay,
          subtotal_paise: subtotal,
          discount_paise: discount,
          shipping_paise: shippingShare,
          tax_paise: tax,
          tax_percent: line.tax_percent,
          total_paise: total,
          coupon_code: couponApplies && takesCoupon(line.kind) ? rows.coupon!.code : null,
          ship_full_name: address.name,
          ship_phone: address.alternative_phone,
          ship_address: address.address,
          ship_city: address.city,
          ship_state: address.state,
          ship_pin_code: address.pin_code,
          ship_country: address.country,
        },
        item: {
          product_id: line.product_id,
          variety_id: line.variety_id,
          name: product.name,
          description: product.description,
          color: line.color,
          quantity: line.quantity,
          unit_price_paise: line.unit_price_paise,
          hsn_code: line.hsn_code,
          is_sample: line.is_sample,
        },
      };
    });
    // Lines that claim a sample or buy at a quote are checked against what the insert wrote, before the last exchange;
    // the rest are written in it.
    const checked = quoteIds.length > 0 || placed.length > INSERT_BATCH || placed.some(({ item }) => item.is_sample);
    if (checked) {
      const ids = await repos.orders.insert(trx, placed);
      const samples = placed.flatMap(({ item }, index) =>
        item.is_sample ? [{ user_id: userId, product_id: item.product_id, variety_id: item.variety_id, order_id: ids[index]! }] : [],
      );
      if (samples.length > 0) {
        const claimed = await repos.orders.claimSamples(trx, samples);
        const refused = placed.find(({ item }) => item.is_sample && !claimed.has(item.variety_id));
        if (refused) throw conflict(SAMPLE_MESSAGES.ordered(refused.item.name, refused.item.color));
      }
      if (quoteIds.length > 0 && !(await repos.quotes.markOrdered(trx, quoteIds))) throw conflict(QUOTE_MESSAGES.notAccepted);
    }
    const alongside = ending.alongside ? await ending.alongside(confirmationOf(purchase, body, purchased, placed), paymentId) : [];
    // One exchange: the orders written, the invoice numbered, the orders read back, the jobs queued (and, when the
    // caller asks, COMMIT). The year's invoice serial is then held only to the end of this exchange.
    const [, , , found, changed] = await together(
      trx,
      [
        // Written already when checked: a step with nothing to send.
        checked ? step(null, () => undefined) : repos.orders.inserting(trx, placed),
        repos.invoices.numbering(trx, financialYear(at), { purchase }),
        // On account, the company's advance pays what it can of the invoice just numbered.
        terms.advancePaise > 0 && terms.companyId !== null
          ? repos.ledger.applying(terms.companyId, purchase, terms.advancePaise)
          : step(null, () => 0),
        repos.orders.withTracking(trx, { purchase, userId }),
        // The stock taken is a catalogue change: this process's caches drop what shows it now, not when it is heard.
        catalogueChangeLog.own(),
        ...alongside,
      ] as const,
      { commit: ending.commit ?? false },
    );
    catalogue.wrote(changed);
    return { msg: CHECKOUT_MESSAGES.paymentSuccess, purchaseId: purchase, orders: toOrders(found), pricing: priced.pricing };
  }

  /** The whole purchase, or a refusal with nothing of it kept (the caller's transaction rolls back). */
  return async function place(
    cart: HeldCart,
    userId: number,
    body: BuyBody,
    authorised: string[],
    at: Date,
    approved: Approved | null = null,
    ending: Ending = {},
  ): Promise<BuyAnswer | AwaitingApprovalAnswer> {
    const read = await readFor(cart, userId, approved);
    const purchased = price(read, body, at, approved);
    const terms = await account(cart.trx, read[2], body, purchased.priced.totalPaise, at);
    const waiting = approved ? null : await requestApproval(repos, cart, userId, body, terms, purchased, at);
    if (waiting) return waiting;
    const purchase = number('P');
    const quoteIds = await hold(cart, purchased, at, userId, purchase, terms);
    const paymentId = await pay(body, purchased.priced.totalPaise, purchase, authorised);
    return write(cart, userId, body, purchased, { purchase, paymentId, quoteIds, at, account: terms }, ending);
  };
}
