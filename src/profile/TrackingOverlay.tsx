import { useEffect, useRef } from 'react';
import { cancellationMoney } from '../../domain/checkout.js';
import { formatDay } from '../../domain/day.js';
import { ewayBillNumberText } from '../../domain/eway-bill.js';
import { formatRupees } from '../../domain/money.js';
import { useModal } from '../components/use-modal.js';
import type { Order } from '../graphql/generated.js';
import { trackingTimeline } from '../../domain/order.js';

const time = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** SPEC §2.10, §4 'Shippment Details': the five stages, delays in red, cancellation (once confirmed) while it is allowed. */
export function TrackingOverlay({
  order,
  confirming,
  cancelling,
  onClose,
  onCancel,
  onConfirm,
  onKeep,
}: {
  order: Order;
  /** Cancel Order was pressed: the overlay asks before anything changes. */
  confirming: boolean;
  cancelling: boolean;
  onClose: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const dialog = useModal();
  const keep = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // The question takes the focus (on its safe answer); answered "keep", the focus goes back to Cancel Order.
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) cancelButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  return (
    <dialog
      ref={dialog}
      className="popup tracking-overlay"
      aria-labelledby="tracking-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!cancelling) onClose();
      }}
      // A click on the backdrop (the dialog itself, outside its body) closes it.
      onClick={(event) => {
        if (event.target === dialog.current && !cancelling) onClose();
      }}
    >
      <div className="popup-body">
        <div className="popup-head">
          <h2 id="tracking-title">Shippment Details</h2>
          <button type="button" className="icon-button" aria-label="Close" disabled={cancelling} onClick={onClose}>
            ✕
          </button>
        </div>
        <p className="popup-product">
          {order.item.name} · {order.orderId}
        </p>
        <ol className="timeline">
          {trackingTimeline(order.tracking).map((row, index) => {
            if (row.kind === 'error' || row.kind === 'note') {
              return (
                <li key={`${row.kind}-${index}`} className={`timeline-row timeline-${row.kind}`}>
                  <span className="timeline-dot" aria-hidden="true" />
                  <span>
                    {row.entry.message}
                    <small>{time.format(new Date(row.entry.time))}</small>
                  </span>
                </li>
              );
            }
            if (row.kind === 'placeholder') {
              return (
                <li key={row.stage} className="timeline-row timeline-pending">
                  <span className="timeline-dot" aria-hidden="true" />
                  <span>
                    <strong>{row.stage}</strong>
                    {row.text}
                  </span>
                </li>
              );
            }
            return (
              <li key={row.stage} className="timeline-row timeline-done">
                <span className="timeline-dot" aria-hidden="true" />
                <span>
                  <strong>{row.stage}</strong>
                  {row.entry.message}
                  <small>{time.format(new Date(row.entry.time))}</small>
                </span>
              </li>
            );
          })}
        </ol>
        {order.dispatch && (
          <dl className="tracking-dispatch" aria-label="Consignment">
            <dt>Transporter</dt>
            <dd>{order.dispatch.transporter}</dd>
            <dt>LR/AWB number</dt>
            <dd>
              {order.dispatch.lrNumber}
              {order.dispatch.trackingUrl && (
                <>
                  {' '}
                  <a href={order.dispatch.trackingUrl} target="_blank" rel="noopener noreferrer">
                    Track with {order.dispatch.transporter}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </>
              )}
            </dd>
            {order.dispatch.vehicleNumber && (
              <>
                <dt>Vehicle</dt>
                <dd>{order.dispatch.vehicleNumber}</dd>
              </>
            )}
            <dt>Dispatched on</dt>
            <dd>{formatDay(order.dispatch.date)}</dd>
            {order.dispatch.ewayBillNumber && (
              <>
                <dt>E-way bill</dt>
                <dd>
                  {ewayBillNumberText(order.dispatch.ewayBillNumber)}
                  {order.dispatch.ewayBillValidUntil && (
                    <small> valid until {time.format(new Date(order.dispatch.ewayBillValidUntil))}</small>
                  )}
                </dd>
              </>
            )}
            {(order.dispatch.photos ?? []).length > 0 && (
              <>
                <dt>Photos</dt>
                <dd className="dispatch-photos">
                  {order.dispatch.photos!.map((url, index) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer">
                      <img
                        src={url}
                        alt={`Dispatch photo ${index + 1} of ${order.dispatch!.photos!.length}`}
                        width={72}
                        height={72}
                        loading="lazy"
                      />
                    </a>
                  ))}
                </dd>
              </>
            )}
          </dl>
        )}
        {order.cancellable && !confirming && !cancelling && (
          <div className="popup-actions">
            <button ref={cancelButton} type="button" className="button button-danger" onClick={onCancel}>
              Cancel Order
            </button>
          </div>
        )}
        {(confirming || cancelling) && (
          <div className="cancel-confirm" role="group" aria-labelledby="cancel-confirm-title" aria-describedby="cancel-confirm-what">
            <h3 id="cancel-confirm-title">Cancel order {order.orderId}?</h3>
            <p id="cancel-confirm-what">
              {order.item.name} ({order.item.color}), {order.item.quantity} m, {formatRupees(order.pricing.total)} will be cancelled and the
              metres go back to the mill. {cancellationMoney(order.paymentMethod, formatRupees(order.pricing.total))} Your other orders are
              not affected.
            </p>
            <div className="popup-actions">
              <button ref={keep} type="button" className="button button-secondary" disabled={cancelling} onClick={onKeep}>
                Keep order
              </button>
              <button type="button" className="button button-danger" disabled={cancelling} onClick={onConfirm}>
                {cancelling ? 'Cancelling…' : 'Yes, cancel order'}
              </button>
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}
