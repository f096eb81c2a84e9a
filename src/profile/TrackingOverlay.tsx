import { useModal } from '../components/use-modal.js';
import type { Order } from '../../domain/order.js';
import { trackingTimeline } from '../../domain/order.js';

const time = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/** SPEC §2.10, §4 'Shippment Details': the five stages, delays in red, cancellation while it is allowed. */
export function TrackingOverlay({ order, cancelling, onClose, onCancel }: { order: Order; cancelling: boolean; onClose: () => void; onCancel: () => void }) {
  const dialog = useModal();
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
          <button type="button" className="icon-button" aria-label="Close" disabled={cancelling} onClick={onClose}>✕</button>
        </div>
        <p className="popup-product">{order.item.name} · {order.orderId}</p>
        <ol className="timeline">
          {trackingTimeline(order.tracking).map((row, index) => {
            if (row.kind === 'error') {
              return <li key={`error-${index}`} className="timeline-row timeline-error"><span className="timeline-dot" aria-hidden="true" /><span>{row.entry.message}<small>{time.format(new Date(row.entry.time))}</small></span></li>;
            }
            if (row.kind === 'placeholder') {
              return <li key={row.stage} className="timeline-row timeline-pending"><span className="timeline-dot" aria-hidden="true" /><span><strong>{row.stage}</strong>{row.text}</span></li>;
            }
            return (
              <li key={row.stage} className="timeline-row timeline-done">
                <span className="timeline-dot" aria-hidden="true" />
                <span><strong>{row.stage}</strong>{row.entry.message}<small>{time.format(new Date(row.entry.time))}</small></span>
              </li>
            );
          })}
        </ol>
        {order.cancellable && (
          <div className="popup-actions">
            <button type="button" className="button button-danger" disabled={cancelling} onClick={onCancel}>{cancelling ? 'Cancelling…' : 'Cancel Order'}</button>
          </div>
        )}
      </div>
    </dialog>
  );
}
