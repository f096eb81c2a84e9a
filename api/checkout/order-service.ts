import type { OwnCatalogueWrites } from '../catalogue/changes.js';
import type { Repositories } from '../repositories/index.js';
import type { CartService } from '../shopping/cart-service.js';
import { createBuyerOrders, type BuyerOrders } from './buyer-orders.js';
import { createOperatorMoves, type OperatorMoves } from './operator-moves.js';
import { createOrderCancellation, type OrderCancellation } from './order-cancellation.js';
import { createOrderContext, type OrderCompliance, type OrderMail } from './order-context.js';
import type { PaymentProvider } from './payment.js';

/**
 * Orders (SPEC §3, §4, §7, §9), in three parts over one context (order-context.ts): what a buyer does (Place Order,
 * the summary, Order History), cancellation (by the buyer, by an operator, with the e-invoice), and the operator's
 * moves along the stages of domain/order-stages.ts.
 */
export interface OrderService extends BuyerOrders, OrderCancellation, OperatorMoves {}

export function createOrderService(
  repos: Repositories,
  carts: CartService,
  payments: PaymentProvider,
  mail: OrderMail,
  compliance: OrderCompliance,
  catalogue: OwnCatalogueWrites,
  now: () => Date = () => new Date(),
): OrderService {
  const context = createOrderContext(repos, mail, compliance, catalogue, now);
  return {
    ...createBuyerOrders(context, carts, payments),
    ...createOrderCancellation(context),
    ...createOperatorMoves(context),
  };
}
