import { approvalAhead, APPROVAL_METHODS, approvalNeeded, indianMonthStart } from '../../domain/approvals.js';
import { DEFAULT_SHIPPING, priceBreakdown, shippingChoices, shippingOption } from '../../domain/checkout.js';
import { may } from '../../domain/company.js';
import { paiseToRupees, rupeesToPaise } from '../../domain/money.js';
import type { RestCheckoutSummary } from '../../domain/rest/checkout.js';
import { ratesOf, taxByRate } from '../../domain/tax-rates.js';
import { badRequest } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { CartService } from '../shopping/cart-service.js';
import { rowToAddress } from './address-service.js';
import { onAccountOffer } from './on-account-offer.js';
import { shippedLine, shippingPaise } from '../../domain/shipping.js';
import type { Membership } from '../repositories/companies.js';

/**
 * Whether Place Order would send this order for approval, said before it is placed: why, and the methods that fit
 * (the Payment step offers only those). Null when the order is within the Buyer's limits.
 */
async function approvalOffer(repos: Repositories, userId: number, mine: Membership | undefined, totalPaise: number, now: Date) {
  if (!mine || !may(mine.role, 'placeOrders') || totalPaise === 0) return null;
  const limits = { orderLimitPaise: mine.orderLimitPaise, monthlyLimitPaise: mine.monthlyLimitPaise };
  if (limits.orderLimitPaise === null && limits.monthlyLimitPaise === null) return null;
  const spent = await repos.approvals.monthSpent(repos.db, mine.company.id, userId, indianMonthStart(now));
  const why = approvalNeeded(totalPaise, limits, spent);
  return why === null ? null : { why, message: approvalAhead(why), methods: [...APPROVAL_METHODS] };
}

/** The payment step's summary in one answer: the cart, the selected address, shipping and the price breakdown. */
export async function checkoutSummary(
  repos: Repositories,
  carts: CartService,
  userId: number,
  shippingId: string | undefined,
  now: Date,
): Promise<RestCheckoutSummary> {
  const option = shippingOption(shippingId ?? DEFAULT_SHIPPING);
  if (!option) throw badRequest('Choose free, express or scheduled shipping.');
  const [cart, address, mine] = await Promise.all([
    carts.read(userId),
    repos.addresses.selected(repos.db, userId),
    repos.companies.ofUser(userId),
  ]);
  const net = rupeesToPaise(cart.totalPrice);
  const shipped = cart.products.map((line) => shippedLine(line.productId, line.quantity, line.isSample));
  const shippingPaid = shippingPaise(option, shipped);
  const taxed = cart.products.map((line) => ({
    netPaise: rupeesToPaise(line.couponDiscountedPrice ?? line.itemPrice),
    percent: line.taxPercent,
  }));
  const breakdown = priceBreakdown(
    net,
    shippingPaid,
    taxByRate(taxed).reduce((sum, share) => sum + share, 0),
  );
  const [onAccount, approval] = await Promise.all([
    onAccountOffer(repos, mine, now),
    approvalOffer(repos, userId, mine, breakdown.totalPaise, now),
  ]);
  return {
    cart,
    address: address ? rowToAddress(address) : null,
    shippingOptions: shippingChoices(now, shipped),
    shipping: option._id,
    onAccount,
    approval,
    pricing: {
      subTotal: cart.subTotal,
      discount: cart.discount,
      estimatedShippingHandling: paiseToRupees(shippingPaid),
      estimatedTax: paiseToRupees(breakdown.taxPaise),
      total: paiseToRupees(breakdown.totalPaise),
      taxRates: ratesOf(taxed),
    },
  };
}
