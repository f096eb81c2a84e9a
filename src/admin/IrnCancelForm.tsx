import { useId, useState } from 'react';
import { IRN_CANCEL_REASONS, IRN_REMARK_MAX, type IrnCancelReason } from '../../domain/irn-cancellation.js';
import type { AdminOrder } from '../../domain/rest/admin.js';
import { ActionButton } from './ActionButton.js';
import { shortDate } from './ListFrame.js';

/**
 * Cancelling the order's e-invoice at the portal while it still can be (24 hours from its IRN): the reason the portal
 * takes, a remark, and every order of the purchase goes with it.
 */
export function IrnCancelForm({ order, cancel }: { order: AdminOrder; cancel: (reason: string, remark: string) => Promise<string> }) {
  const [reason, setReason] = useState<IrnCancelReason>('3');
  const id = useId();
  if (!order.irnCancelUntil) return null;
  return (
    <fieldset className="admin-dispatch">
      <legend>E-invoice</legend>
      <p className="admin-hint">
        IRN {order.irn!.slice(0, 12)}…; the portal cancels it until {shortDate(order.irnCancelUntil)}, with every order of purchase{' '}
        {order.purchaseId}. After that, or once a credit note is issued, cancel orders one by one.
      </p>
      <label className="field" htmlFor={`${id}-reason`}>
        <span>Reason</span>
        <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as IrnCancelReason)}>
          {Object.entries(IRN_CANCEL_REASONS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <ActionButton
        label="Cancel e-invoice"
        tone="danger"
        question={`Cancel e-invoice ${order.invoiceNumber} with every order of purchase ${order.purchaseId}? Their metres go back to stock and the buyer is emailed.`}
        message={{ label: `Remark for the portal (up to ${IRN_REMARK_MAX} characters)`, required: true }}
        perform={(remark) => cancel(reason, remark)}
      />
    </fieldset>
  );
}
