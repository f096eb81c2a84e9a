import { formatDay } from '../../domain/day.js';
import { formatRupees } from '../../domain/money.js';
import { addressLine } from '../../domain/order.js';
import type { Purchase } from '../graphql/generated.js';

/**
 * What was bought, as the success popup and the thank-you page show it: the purchase number, one row per order with its
 * order number (the numbers Order History and the confirmation email use), the delivery address, the delivery day and the total.
 */
export function PurchaseSummary({ purchase }: { purchase: Purchase }) {
  const first = purchase.orders[0];
  const address = first?.shippingAddress;
  return (
    <div className="purchase-summary">
      <p className="purchase-number">
        Purchase <strong>{purchase.purchaseId}</strong>
      </p>
      <p>
        {purchase.orders.length === 1
          ? 'Your order is placed.'
          : `Your purchase is placed as ${purchase.orders.length} orders, one per fabric and colour: each is tracked and can be cancelled on its own.`}
      </p>
      <ul className="purchase-orders" aria-label="Orders placed">
        {purchase.orders.map((order) => (
          <li key={order.id}>
            <span>
              <strong>{order.orderId}</strong> {order.item.name}
            </span>
            <span className="muted">
              {order.item.color} · {order.item.quantity} m · {formatRupees(order.pricing.total)}
            </span>
          </li>
        ))}
      </ul>
      {address && (
        <p>
          <strong>Deliver to</strong> {addressLine(address.fullName, address)}
        </p>
      )}
      {first?.estimatedDelivery && (
        <p>
          <strong>Delivery</strong> {first.shippingOption === 'scheduled' ? 'on' : 'by'} {formatDay(first.estimatedDelivery)}
        </p>
      )}
      <p className="purchase-total">
        <strong>Total {formatRupees(purchase.pricing.total)}</strong> · {first?.paymentMethod}
      </p>
    </div>
  );
}
