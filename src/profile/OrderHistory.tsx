import '../styles/checkout.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { CHECKOUT_MESSAGES, DELAYED_LABEL } from '../../domain/checkout.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { formatRupees } from '../../domain/money.js';
import { addressLine, groupByPurchase } from '../../domain/order.js';
import type { Order } from '../graphql/generated.js';
import { PriceRows } from '../checkout/PriceRows.js';
import { Loader } from '../components/Loader.js';
import { Pager } from '../components/Pager.js';
import { ordersCache } from './orders-cache.js';
import { paths } from '../config/paths.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useOrderHistoryLogic } from './order-history-actors.js';
import { ApprovalsPanel } from './ApprovalsPanel.js';
import { ClaimForm } from './ClaimForm.js';
import { ClaimView } from './ClaimView.js';
import { DocumentDownload } from './DocumentDownload.js';
import { OrderAgain } from './OrderAgain.js';
import { TrackingOverlay } from './TrackingOverlay.js';

/** The order's claim, or the way to open one while it may be (delivered, within the window). */
function OrderClaim({ order }: { order: Order }) {
  // The order may first come from the list kept in storage, without a claim opened since: the claim the fresh list
  // brings shows as soon as it arrives. `opened` is one opened here and not yet in the list.
  const [opened, setOpened] = useState<NonNullable<Order['claim']>['id'] | null>(null);
  const claimId = opened ?? order.claim?.id ?? null;
  const [reporting, setReporting] = useState(false);
  const [showing, setShowing] = useState(false);
  const openAlready = order.claim?.status === 'Open' || (opened !== null && opened !== order.claim?.id);
  return (
    <div className="order-claim">
      <div className="order-card-actions">
        {claimId && (
          <button type="button" className="button button-outline" aria-expanded={showing} onClick={() => setShowing(!showing)}>
            {showing ? 'Hide' : 'View'} claim {claimId}
          </button>
        )}
        {order.claimUntil && !openAlready && !reporting && (
          <button type="button" className="button button-outline" onClick={() => setReporting(true)}>
            Report a problem
          </button>
        )}
      </div>
      {reporting && order.claimUntil && (
        <ClaimForm
          orderId={order.id}
          quantity={order.item.quantity}
          madeGood={order.item.quantity - order.claimableMetres}
          until={order.claimUntil}
          onOpened={(id) => {
            setOpened(id);
            setReporting(false);
            setShowing(true);
          }}
          onCancel={() => setReporting(false)}
        />
      )}
      {showing && claimId && <ClaimView key={claimId} id={claimId} />}
    </div>
  );
}

function OrderCard({ order, open, onToggle, onTrack }: { order: Order; open: boolean; onToggle: () => void; onTrack: () => void }) {
  const address = order.shippingAddress;
  return (
    <li className={open ? 'order-card order-card-open' : 'order-card'} data-testid="order-card">
      <button type="button" className="order-card-head" aria-expanded={open} onClick={onToggle}>
        {order.item.image && <img src={order.item.image} alt="" width="64" height="64" loading="lazy" />}
        <span className="order-card-title">
          <strong>{order.item.name}</strong>
          <span className="muted">
            {order.item.color} · {order.item.isSample ? <span className="sample-chip">Free sample</span> : `${order.item.quantity} m`} ·{' '}
            {order.orderId}
          </span>
        </span>
        <span className="order-card-price">{formatRupees(order.pricing.total)}</span>
        <span
          className={
            order.delayed
              ? 'order-status order-status-delayed'
              : `order-status order-status-${order.status.toLowerCase().replace(/\s+/g, '-')}`
          }
        >
          {order.delayed ? DELAYED_LABEL : order.status}
        </span>
      </button>
      {open && (
        <div className="order-card-body">
          <dl className="order-facts">
            <div>
              {/* Once the goods have left, the day they left; until then the day they are planned to. */}
              <dt>Shipment date</dt>
              <dd>{order.dispatch?.date ? formatDay(order.dispatch.date) : order.shipmentDate ? formatDay(order.shipmentDate) : '—'}</dd>
            </div>
            <div>
              <dt>{order.shippingOption === 'scheduled' ? 'Scheduled delivery' : 'Delivery estimate'}</dt>
              <dd>{order.estimatedDelivery ? formatDay(order.estimatedDelivery) : '—'}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>
                {addressLine(address.fullName, address)} · {address.phone}
              </dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>{order.paymentMethod}</dd>
            </div>
            <div>
              <dt>Tax invoice</dt>
              <dd>{order.invoiceNumber}</dd>
            </div>
            {order.creditNoteNumber && (
              <div>
                <dt>Credit note</dt>
                <dd>{order.creditNoteNumber}</dd>
              </div>
            )}
          </dl>
          <PriceRows pricing={order.pricing} coupon={order.couponCode ?? null} />
          {order.quoteId && <p className="muted">Bought at the negotiated price of quote {order.quoteId}: coupons do not apply to it.</p>}
          <div className="order-card-actions">
            <button type="button" className="button" onClick={onTrack}>
              Track My Order
            </button>
            <OrderAgain orderId={order.id} />
            <DocumentDownload kind="invoice" id={order.id} number={order.invoiceNumber} />
            {order.creditNoteId && order.creditNoteNumber && (
              <DocumentDownload kind="creditNote" id={order.creditNoteId} number={order.creditNoteNumber} />
            )}
          </div>
          {(order.claim || order.claimUntil) && <OrderClaim order={order} />}
        </div>
      )}
    </li>
  );
}

/**
 * SPEC §2.10 Order History: pages of five, one card open at a time, the tracking overlay with cancellation; the orders
 * one Place Order made stand under their purchase number.
 */
export function OrderHistory({ userId, email }: { userId: string; email: string }) {
  const logic = useOrderHistoryLogic(userId);
  // Storage is read once, when the machine starts, not on every render.
  const [kept] = useState(() => ({ cached: ordersCache.read(userId) }));
  const [snapshot, send] = useScreenMachine(logic, { input: kept });
  const { orders, page, totalPages, openId, trackingId } = snapshot.context;
  const tracked = orders.find((order) => order.id === trackingId);
  if (snapshot.matches('loading') && orders.length === 0) return <Loader label="Loading your orders" />;
  if (snapshot.matches('failed')) {
    return (
      <section className="order-history">
        <h1>Order History</h1>
        <p role="alert">
          Your orders could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'orders.retry' })}>
            Try again
          </button>
        </p>
      </section>
    );
  }
  return (
    <section className="order-history" aria-labelledby="orders-title" aria-busy={snapshot.matches('loading')}>
      <h1 id="orders-title">Order History</h1>
      {email && (
        <div className="awaiting-approval">
          <ApprovalsPanel canDecide={false} me={email} mine />
        </div>
      )}
      {orders.length === 0 ? (
        <div className="empty-state">
          <h2>{CHECKOUT_MESSAGES.noOrders}</h2>
          <Link href={paths.products.href()} className="button">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          <ul className="purchase-groups">
            {groupByPurchase(orders).map((group) => (
              <li key={group.purchaseId} className="purchase-group" data-testid="purchase-group">
                <h2 className="purchase-group-head">
                  <span>
                    Purchase <strong>{group.purchaseId}</strong>
                  </span>
                  <span className="muted">
                    {formatDay(indianDay(new Date(group.orders[0]!.createdAt)))} ·{' '}
                    {group.orders.length === 1 ? '1 order' : `${group.orders.length} orders`} ·{' '}
                    {formatRupees(group.orders.reduce((sum, order) => sum + order.pricing.total, 0))}
                  </span>
                </h2>
                <ul className="order-cards" aria-label={`Orders of purchase ${group.purchaseId}`}>
                  {group.orders.map((order) => (
                    <OrderCard
                      key={order.id}
                      order={order}
                      open={order.id === openId}
                      onToggle={() => send({ type: 'order.toggle', id: order.id })}
                      onTrack={() => send({ type: 'tracking.open', id: order.id })}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={totalPages}
            label="Order pages"
            busy={!snapshot.matches('ready')}
            onGo={(to) => send({ type: to > page ? 'orders.next' : 'orders.previous' })}
          />
        </>
      )}
      {tracked && (
        <TrackingOverlay
          order={tracked}
          confirming={snapshot.matches('confirmingCancel')}
          cancelling={snapshot.matches('cancelling')}
          onClose={() => send({ type: 'tracking.close' })}
          onCancel={() => send({ type: 'order.cancel' })}
          onConfirm={() => send({ type: 'cancel.confirm' })}
          onKeep={() => send({ type: 'cancel.keep' })}
        />
      )}
    </section>
  );
}
