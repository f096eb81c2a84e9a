import { cancellationMoney } from '../../domain/checkout.js';
import { formatDay } from '../../domain/day.js';
import { ewayBillNumberText } from '../../domain/eway-bill.js';
import { formatRupees } from '../../domain/money.js';
import { addressLine } from '../../domain/order.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import type { MailMessage } from '../auth/mailer.js';

/** What a confirmation says of an order. */
export type ConfirmedOrder = Pick<RestOrder, 'orderId' | 'paymentMethod' | 'shippingAddress' | 'poNumber' | 'requestedDelivery'> & {
  shipment: Pick<RestOrder['shipment'], 'option' | 'estimatedDelivery'>;
  item: Pick<RestOrder['item'], 'name' | 'color' | 'quantity'>;
  pricing: Pick<RestOrder['pricing'], 'total'>;
};

/** What a confirmation says of a purchase: a BuyAnswer says it, and Place Order knows it before it writes the orders. */
export interface ConfirmedPurchase {
  purchaseId: string;
  orders: ConfirmedOrder[];
  pricing: BuyAnswer['pricing'];
}

const deliverTo = ({ shippingAddress: to }: ConfirmedOrder) => `${addressLine(to.fullName, to)}, ${to.country} (${to.phone})`;

const deliveryLine = (order: ConfirmedOrder) =>
  order.shipment.option === 'scheduled'
    ? `Delivery on ${formatDay(order.shipment.estimatedDelivery)} (scheduled)`
    : `Delivery by ${formatDay(order.shipment.estimatedDelivery)}`;

/** The order confirmation: the same order numbers as the success popup and Order History, the lines, address, total. */
export function confirmationEmail(to: string, purchase: ConfirmedPurchase, ordersLink: string): MailMessage {
  const first = purchase.orders[0]!;
  const lines = purchase.orders.map(
    (order) =>
      `  ${order.orderId}  ${order.item.name} (${order.item.color}), ${order.item.quantity} m  ${formatRupees(order.pricing.total)}`,
  );
  return {
    to,
    subject: `FabricMart order confirmation ${purchase.orders.map((order) => order.orderId).join(', ')} (purchase ${purchase.purchaseId})`,
    text: [
      `Thank you for your purchase ${purchase.purchaseId}.`,
      ...(purchase.orders.length > 1
        ? [`It is placed as ${purchase.orders.length} orders, one per fabric and colour: each is tracked and can be cancelled on its own.`]
        : []),
      '',
      ...lines,
      '',
      `Subtotal ${formatRupees(purchase.pricing.subTotal)}`,
      ...(purchase.pricing.discount > 0 ? [`Discount -${formatRupees(purchase.pricing.discount)}`] : []),
      `Shipping ${formatRupees(purchase.pricing.estimatedShippingHandling)}`,
      `Tax ${formatRupees(purchase.pricing.estimatedTax)}`,
      `Total ${formatRupees(purchase.pricing.total)} (${first.paymentMethod})`,
      '',
      `Deliver to: ${deliverTo(first)}`,
      deliveryLine(first),
      ...(first.poNumber ? [`Your PO number: ${first.poNumber}`] : []),
      ...(first.requestedDelivery ? [`Delivery requested by: ${formatDay(first.requestedDelivery)}`] : []),
      '',
      `Follow or cancel your orders under My Account › Order History: ${ordersLink}`,
    ].join('\n'),
  };
}

/** The cancellation notice: which order, and what happens to the money. */
export function cancellationEmail(to: string, order: RestOrder, ordersLink: string): MailMessage {
  return {
    to,
    subject: `FabricMart order ${order.orderId} cancelled`,
    text: [
      `Your order ${order.orderId} is cancelled: ${order.item.name} (${order.item.color}), ${order.item.quantity} m, ${formatRupees(order.pricing.total)}.`,
      cancellationMoney(order.paymentMethod, formatRupees(order.pricing.total)),
      '',
      'Your other orders are not affected.',
      '',
      `Your orders: ${ordersLink}`,
    ].join('\n'),
  };
}

/** The buyer's notice that a purchase was cancelled with its e-invoice: every order on it, and the invoice void. */
export function purchaseCancelledEmail(
  to: string,
  orders: RestOrder[],
  invoiceNumber: string,
  why: string,
  ordersLink: string,
): MailMessage {
  const first = orders[0]!;
  const total = orders.reduce((sum, order) => sum + order.pricing.total, 0);
  return {
    to,
    subject: `FabricMart purchase ${first.purchaseId} cancelled`,
    text: [
      `Your purchase ${first.purchaseId} is cancelled with its tax invoice ${invoiceNumber}: ${why}.`,
      ...orders.map((order) => `- ${order.orderId}: ${lineOf(order)}, ${formatRupees(order.pricing.total)}`),
      cancellationMoney(first.paymentMethod, formatRupees(total)),
      '',
      'The invoice is void: nothing on it is payable, and no credit note is needed.',
      '',
      `Your orders: ${ordersLink}`,
    ].join('\n'),
  };
}

const lineOf = (order: RestOrder) => `${order.item.name} (${order.item.color}), ${order.item.quantity} m`;

/** How a consignment left: transporter, LR or AWB number, vehicle and day. */
export function dispatchLine({ dispatch }: RestOrder): string | null {
  if (!dispatch) return null;
  const vehicle = dispatch.vehicleNumber ? `, vehicle ${dispatch.vehicleNumber}` : '';
  const ewayBill = dispatch.ewayBillNumber ? `, e-way bill ${ewayBillNumberText(dispatch.ewayBillNumber)}` : '';
  return `Sent by ${dispatch.transporter}, LR/AWB ${dispatch.lrNumber}${vehicle}, on ${formatDay(dispatch.date)}${ewayBill}`;
}

/** The buyer's notice that orders shipped (together, in one consignment) or that an order was delivered. */
export function stageEmail(to: string, orders: RestOrder[], stage: 'Shipped' | 'Delivered', ordersLink: string): MailMessage {
  const first = orders[0]!;
  const numbers = orders.map((order) => order.orderId).join(', ');
  const one = orders.length === 1;
  const heading =
    stage === 'Shipped'
      ? one
        ? `Your order ${numbers} has left the mill: ${lineOf(first)}.`
        : `Your orders ${numbers} have left the mill together:`
      : `Your order ${numbers} is delivered: ${lineOf(first)}.`;
  const sentBy = stage === 'Shipped' ? dispatchLine(first) : null;
  return {
    to,
    subject: `FabricMart ${one ? 'order' : 'orders'} ${numbers} ${stage.toLowerCase()}`,
    text: [
      heading,
      ...(one ? [] : orders.map((order) => `  ${order.orderId}  ${lineOf(order)}`)),
      ...(sentBy ? [sentBy] : []),
      ...(stage === 'Shipped' ? [deliveryLine(first)] : []),
      `Deliver to: ${deliverTo(first)}`,
      '',
      `Follow your orders under My Account › Order History: ${ordersLink}`,
    ].join('\n'),
  };
}

/** The buyer's notice of a delay the mill recorded, with its reason. */
export function delayEmail(to: string, order: RestOrder, reason: string, ordersLink: string): MailMessage {
  return {
    to,
    subject: `FabricMart order ${order.orderId} delayed`,
    text: [
      `Your order ${order.orderId} (${lineOf(order)}) is delayed: ${reason}`,
      '',
      `Follow your orders under My Account › Order History: ${ordersLink}`,
    ].join('\n'),
  };
}
