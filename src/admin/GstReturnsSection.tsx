import { useState } from 'react';
import { indianDay } from '../../domain/day.js';
import { FIRST_RETURN_MONTH, returnMonthProblem } from '../../domain/gst-return.js';
import { ActionButton } from './ActionButton.js';
import { useGstReturnsDesk } from './desks.js';

/** GST returns: a month's GSTR-1 as the offline tool's JSON, or as a sheet, reconciled with its invoices and credit notes. */
export function GstReturnsSection() {
  const { save } = useGstReturnsDesk();
  const thisMonth = indianDay(new Date()).slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const problem = () => returnMonthProblem(month, indianDay(new Date()));
  return (
    <form className="admin-form" onSubmit={(event) => event.preventDefault()} aria-labelledby="gstr1-title">
      <h2 id="gstr1-title">GSTR-1</h2>
      <p className="admin-hint">
        The month’s outward supplies, as the GST offline tool imports them (JSON) or as a sheet (CSV): B2B invoices by the buyer’s GSTIN,
        B2CL (inter-state, unregistered, above ₹1 lakh), B2CS by place and rate, credit notes (CDNR, CDNUR), the HSN summary and the
        documents issued. Invoices of cancelled orders stay as issued; their credit notes reverse them. Its totals equal the month’s
        invoices less its credit notes, to the paisa.
      </p>
      <label className="field">
        <span>Month</span>
        <input
          type="month"
          name="month"
          value={month}
          min={FIRST_RETURN_MONTH}
          max={thisMonth}
          required
          onChange={(event) => setMonth(event.target.value)}
        />
      </label>
      <div className="admin-actions">
        <ActionButton label="Download JSON" tone="primary" problem={problem} perform={() => save(month, 'json')} />
        <ActionButton label="Download CSV" problem={problem} perform={() => save(month, 'csv')} />
      </div>
    </form>
  );
}
