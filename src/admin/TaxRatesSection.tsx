import { TableScroll } from '../components/TableScroll.js';
import { useState } from 'react';
import type { AdminTaxRate } from '../../domain/rest/admin.js';
import { GST_RATES, isGstSlab, rateWarning } from '../../domain/tax-rates.js';
import { Loader } from '../components/Loader.js';
import { ActionButton } from './ActionButton.js';
import { shortDate } from './ListFrame.js';
import { LoadFailed } from './LoadFailed.js';
import { useTaxRatesDesk } from './desks.js';

/** One heading: its categories, its rate now, and a slab to set it to. */
function RateRow({ row, setRate }: { row: AdminTaxRate; setRate: (rate: number) => Promise<string> }) {
  const [choice, setChoice] = useState<number | null>((GST_RATES as readonly number[]).includes(row.rate) ? row.rate : null);
  const id = `rate-${row.hsn}`;
  const warning = choice === null ? null : rateWarning(row.hsn, choice);
  return (
    <tr>
      <th scope="row">{row.hsn}</th>
      <td>
        {row.categories.join(', ')}
        {row.fabrics > 0 && (
          <small className="admin-rate-fabrics">
            {row.categories.length > 0 ? ' · ' : ''}
            {row.fabrics} {row.fabrics === 1 ? 'fabric' : 'fabrics'} by their own code
          </small>
        )}
      </td>
      <td>
        <strong>{row.rate}%</strong>
        <br />
        <small>
          {row.updatedAt
            ? `set ${shortDate(row.updatedAt)}${row.inForce ? `; in force: ${row.inForce.percent}% (${row.inForce.citation})` : ''}`
            : `the rate in force${row.inForce ? ` (${row.inForce.citation})` : ''}`}
        </small>
        {row.warning && (
          <p className="admin-warning" role="status">
            {row.warning}
          </p>
        )}
      </td>
      <td>
        <div className="admin-rate-change">
          <label className="visually-hidden" htmlFor={id}>
            New GST rate for HSN {row.hsn}
          </label>
          <select
            id={id}
            value={choice ?? ''}
            onChange={(event) => setChoice(event.target.value === '' ? null : Number(event.target.value))}
          >
            {choice === null && <option value="">Choose…</option>}
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}%{isGstSlab(rate) ? '' : ' (not a slab)'}
              </option>
            ))}
          </select>
          <ActionButton
            label="Set rate"
            tone="plain"
            problem={() =>
              choice === null
                ? 'Choose a rate the GST portal accepts.'
                : choice === row.rate
                  ? `HSN ${row.hsn} is at ${choice}% already.`
                  : null
            }
            question={`Tax HSN ${row.hsn} at ${choice ?? '?'}% from the next cart on? Orders placed keep their rate.${warning ? ` ${warning}` : ''}`}
            perform={() => setRate(choice!)}
          />
        </div>
      </td>
    </tr>
  );
}

/** GST rates: each HSN heading the categories file under, at the rate carts and invoices charge it. */
export function TaxRatesSection() {
  const { data: rows, error, reload, setRate } = useTaxRatesDesk();
  return (
    <>
      <p className="admin-hint">
        A cart is taxed at each line’s rate from its next read; orders already placed, their invoices and credit notes keep the rate they
        were taxed at. Woven and knitted fabrics are at 5% (Notification 9/2025-Central Tax (Rate), Schedule I, in force from 22 September
        2025); a rate other than the one in force, or not a slab, is flagged.
      </p>
      {error && <LoadFailed error={error} retry={reload} />}
      {!rows && !error && <Loader label="Loading GST rates" />}
      {rows && rows.length === 0 && <p className="admin-empty">No category has an HSN code.</p>}
      {rows && rows.length > 0 && (
        <TableScroll label="GST rates">
          <table className="admin-table admin-tax-rates">
            <thead>
              <tr>
                <th scope="col">HSN</th>
                <th scope="col">Categories</th>
                <th scope="col">GST</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <RateRow key={`${row.hsn}:${row.rate}`} row={row} setRate={(rate) => setRate(row, rate)} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
