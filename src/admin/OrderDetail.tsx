import { Link } from 'wouter';
import { advanceFrom, mayMove, nextStage } from '../../domain/order-stages.js';
import { formatDay } from '../../domain/day.js';
import { ewayBillNumberText } from '../../domain/eway-bill.js';
import { formatRupees } from '../../domain/money.js';
import { Loader } from '../components/Loader.js';
import { ActionButton } from './ActionButton.js';
import { ConsignmentTools } from './ConsignmentTools.js';
import { DispatchForm } from './DispatchForm.js';
import { EwayBillCancelForm } from './EwayBillCancelForm.js';
import { IrnCancelForm } from './IrnCancelForm.js';
import { adminPath } from './admin-paths.js';
import { shortDate } from './ListFrame.js';
import { LoadFailed } from './LoadFailed.js';
import { StageChip } from './OrdersSection.js';
import { useOrderDesk } from './order-desk.js';

/** One order: its line, buyer, address, payment and tracking, with advance, delay and cancel. */
export function OrderDetail({ id }: { id: string }) {
  const desk = useOrderDesk(id);
  const { data: order, error, reload, notice, done } = desk;
  if (error)
    return (
      <>
        <p>
          <Link href={adminPath('orders')}>← All orders</Link>
        </p>
        <LoadFailed error={error} retry={reload} />
      </>
    );
  if (!order) return <Loader label="Loading the order" />;
  // What the console offers is what domain/order-stages.ts lets an operator do from this stage.
  const next = nextStage(order.orderStatus);
  const ships = advanceFrom(order.orderStatus) === 'ship';
  const delayable = mayMove(order.orderStatus, 'delay');
  const cancellable = mayMove(order.orderStatus, 'cancelByOperator');
  return (
    <article className="admin-order" aria-labelledby="order-title">
      <p>
        <Link href={adminPath('orders')}>← All orders</Link>
      </p>
      <h2 id="order-title">
        Order {order.orderId} <StageChip order={order} />
      </h2>
      {notice && (
        <p role="status" className="admin-answer">
          {notice}
        </p>
      )}
      <div className="admin-actions">
        {next && !ships && (
          <ActionButton
            key={`advance-${done}`}
            label={`Advance to ${next}`}
            question={`Move ${order.orderId} from ${order.orderStatus} to ${next}?`}
            perform={desk.advance}
          />
        )}
        {delayable && (
          <ActionButton
            key={`delay-${done}`}
            label="Record a delay"
            tone="plain"
            question={`Record a delay on ${order.orderId}? The buyer sees your message in red.`}
            message={{ label: 'Message to the buyer', required: true }}
            perform={desk.delay}
          />
        )}
      </div>
      {ships && <DispatchForm key={`ship-${done}`} order={order} ship={desk.ship} />}
      <ConsignmentTools key={`consignment-${done}`} order={order} moves={desk.consignment} sendPhotos={desk.sendPhotos} />
      <div className="admin-order-grid">
        <section aria-label="Fabric">
          <h3>Fabric</h3>
          <p>
            <Link href={`/product/${order.productId}`}>{order.item.name}</Link>
            <br />
            {order.item.color} · {order.item.quantity} m · {formatRupees(order.item.price)}
          </p>
        </section>
        <section aria-label="Buyer">
          <h3>Buyer</h3>
          <p>
            {order.buyerCompany && (
              <>
                <strong>{order.buyerCompany}</strong>
                {order.buyerGstin ? ` · GSTIN ${order.buyerGstin}` : ' · no GSTIN'}
                <br />
              </>
            )}
            {order.buyerName}
            <br />
            {order.buyerEmail}
            {order.poNumber && (
              <>
                <br />
                PO number {order.poNumber}
              </>
            )}
            {order.requestedDelivery && (
              <>
                <br />
                Delivery requested by {formatDay(order.requestedDelivery)}
              </>
            )}
          </p>
        </section>
        <section aria-label="Ship to">
          <h3>Ship to</h3>
          <p>
            {order.shippingAddress.fullName}, {order.shippingAddress.phone}
            <br />
            {order.shippingAddress.address}, {order.shippingAddress.city}, {order.shippingAddress.state}{' '}
            {order.shippingAddress.pinCode ?? ''}
          </p>
        </section>
        <section aria-label="Payment">
          <h3>Payment</h3>
          <p>
            {order.paymentMethod} · total {formatRupees(order.pricing.total)}
            <br />
            Fabric {formatRupees(order.pricing.subTotal)}
            {order.couponCode
              ? ` · coupon ${order.couponCode} −${formatRupees(order.pricing.discount)}`
              : order.quoteId
                ? ` · quoted price (quote ${order.quoteId}): no coupon on a negotiated price`
                : ''}
            <br />
            Shipping {order.shipment.option}, due {order.shipment.estimatedDelivery || '—'}
            <br />
            Tax invoice {order.invoiceNumber}
            {order.irnCancelled && ' · e-invoice cancelled (void)'}
            {order.creditNoteNumber && ` · credit note ${order.creditNoteNumber}`}
            {order.claim && (
              <>
                <br />
                <Link href={adminPath('claims', order.claim._id)}>
                  Claim {order.claim._id} ({order.claim.status})
                </Link>
              </>
            )}
          </p>
          <div className="admin-actions">
            <ActionButton label="Download invoice" tone="plain" perform={() => desk.saveInvoice(order)} />
            {order.creditNoteId && (
              <ActionButton label="Download credit note" tone="plain" perform={() => desk.saveCreditNote(order.creditNoteId!)} />
            )}
          </div>
        </section>
        {order.dispatch && (
          <section aria-label="Dispatch">
            <h3>Dispatch</h3>
            <p>
              {order.dispatch.transporter} · LR/AWB {order.dispatch.lrNumber}
              {order.dispatch.vehicleNumber && ` · vehicle ${order.dispatch.vehicleNumber}`}
              <br />
              Left on {formatDay(order.dispatch.date)}
              {order.dispatch.ewayBillNumber && (
                <>
                  <br />
                  E-way bill {ewayBillNumberText(order.dispatch.ewayBillNumber)}
                  {order.dispatch.ewayBillValidUntil && `, valid until ${shortDate(order.dispatch.ewayBillValidUntil)}`}
                </>
              )}
            </p>
            {order.dispatch.photos.length > 0 && (
              <div className="dispatch-photos">
                {order.dispatch.photos.map((url, index) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt={`Dispatch photo ${index + 1} of ${order.dispatch!.photos.length}`} width={72} height={72} />
                  </a>
                ))}
              </div>
            )}
          </section>
        )}
      </div>
      <h3>Tracking</h3>
      <ol className="admin-timeline">
        {order.trackingDetails.map((entry, index) => (
          <li key={index} className={entry.isError ? 'timeline-delay' : undefined}>
            <strong>{entry.status}</strong> · {shortDate(entry.time)}
            <br />
            {entry.message}
          </li>
        ))}
      </ol>
      {/* What cannot be undone, below everything the operator reads first. */}
      {(cancellable || order.irnCancelUntil || order.dispatch?.ewayBillCancelUntil) && (
        <section className="admin-undo-tools" aria-labelledby="order-undo-title">
          <h3 id="order-undo-title">Cancel</h3>
          {cancellable && (
            <div className="admin-actions">
              <ActionButton
                key={`cancel-${done}`}
                label="Cancel order"
                tone="danger"
                question={`Cancel ${order.orderId}? Its ${order.item.quantity} metres go back to stock and the buyer sees 'Cancelled'.`}
                message={{ label: 'Reason (optional, sent to the buyer)', required: false }}
                perform={desk.cancel}
              />
            </div>
          )}
          <IrnCancelForm key={`irn-${done}`} order={order} cancel={(reason, remark) => desk.cancelIrn(order.purchaseId, reason, remark)} />
          <EwayBillCancelForm key={`eway-cancel-${done}`} order={order} cancel={desk.consignment.cancel} />
        </section>
      )}
    </article>
  );
}
