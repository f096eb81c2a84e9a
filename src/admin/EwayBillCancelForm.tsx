import { useState } from 'react';
import { EWAY_BILL_CANCEL_REASONS, EWAY_BILL_REMARK_MAX } from '../../domain/eway-bill-changes.js';
import { ewayBillNumberText } from '../../domain/eway-bill.js';
import type { AdminOrder } from '../../domain/rest/admin.js';
import { ActionButton } from './ActionButton.js';
import { shortDate } from './ListFrame.js';
import { ReasonPicker } from './ReasonPicker.js';
import { mayMove } from '../../domain/order-stages.js';
import type { ConsignmentMoves } from './admin-actors.js';

/**
 * Cancelling a shipped consignment's e-way bill, within 24 hours of it: only for goods that did not move or not as
 * declared, so it sits folded at the foot of the order, under what to do for goods on the road instead.
 */
export function EwayBillCancelForm({ order, cancel }: { order: AdminOrder; cancel: ConsignmentMoves['cancel'] }) {
  const [reason, setReason] = useState<keyof typeof EWAY_BILL_CANCEL_REASONS>('3');
  const dispatch = order.dispatch;
  if (!dispatch?.ewayBillCancelUntil || !dispatch.ewayBillNumber || !mayMove(order.orderStatus, 'changeConsignment')) return null;
  const number = ewayBillNumberText(dispatch.ewayBillNumber);
  return (
    <details className="admin-undo">
      <summary>The goods did not move: cancel e-way bill {number}</summary>
      <fieldset className="admin-dispatch">
        <legend>Cancel e-way bill</legend>
        <p className="admin-hint">
          An e-way bill is cancelled only for goods that were not transported, or not as declared, until{' '}
          {shortDate(dispatch.ewayBillCancelUntil)}. For goods on the road, change the vehicle or extend the bill above instead. Generate
          another once it is cancelled, before the goods move.
        </p>
        <ReasonPicker label="Why" reasons={EWAY_BILL_CANCEL_REASONS} value={reason} onChange={setReason} />
        <ActionButton
          label="Cancel e-way bill"
          tone="danger"
          question={`Cancel e-way bill ${number}? The goods may not move without one.`}
          message={{ label: `Remark for the e-way bill system (up to ${EWAY_BILL_REMARK_MAX} characters)`, required: true }}
          perform={(text) => cancel({ reason, remark: text })}
        />
      </fieldset>
    </details>
  );
}
