import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { gstLabel } from '../../domain/tax-rates.js';
import { formatRupees } from '../../domain/money.js';
import { quoteTotals } from '../../domain/quotes.js';
import { paths } from '../config/paths.js';

/** A quote's line as both sides show it (the buyer's GraphQL quote and the console's REST quote). */
export interface ShownQuoteLine {
  productId: string;
  name: string;
  color: string;
  metres: number;
  targetPrice?: number | null;
  listPrice?: number | null;
  quotedPrice?: number | null;
  /** Metres in stock now (the operator's desk shows it). */
  stock?: number;
  /** The GST rate of its fabric's HSN heading. */
  taxPercent?: number;
}

const price = (rupees: number | null | undefined) => (rupees == null ? '—' : formatRupees(rupees));
export const quoteLineKey = (line: ShownQuoteLine) => `${line.productId}:${line.color}`;

/** A number typed for one line (the operator's price, the buyer's metres), named for the line it belongs to. */
export function QuoteLineInput({
  line,
  what,
  value,
  onChange,
  min,
  step,
}: {
  line: ShownQuoteLine;
  what: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  step?: string;
}) {
  return (
    <input
      type="number"
      min={min}
      step={step}
      aria-label={`${what} of ${line.name} in ${line.color}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A quote's money under its lines: the priced lines' sum, GST and the total with GST. */
export function QuoteTotals({ lines }: { lines: readonly ShownQuoteLine[] }) {
  const totals = quoteTotals(lines);
  if (!lines.some((line) => line.quotedPrice != null)) return null;
  return (
    <dl className="quote-totals">
      <div>
        <dt>Quoted lines{totals.complete ? '' : ' (priced lines only)'}</dt>
        <dd>{formatRupees(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{gstLabel(totals.taxRates)}</dt>
        <dd>{formatRupees(totals.tax)}</dd>
      </div>
      <div className="quote-totals-total">
        <dt>Total with GST</dt>
        <dd>{formatRupees(totals.total)}</dd>
      </div>
    </dl>
  );
}

/**
 * A quote's lines: fabric, metres, target, list (today's price for those metres) and quoted price per metre, and each
 * priced line's total. The buyer may edit the metres (to ask
 * again), the operator the quoted price; on a phone each line is a card with its labels (styles: .quote-lines).
 * Under them the totals, and why the last change was refused (`error`).
 */
export function QuoteLinesTable<TLine extends ShownQuoteLine>({
  lines,
  metres,
  quoted,
  note,
  showStock = false,
  error = null,
}: {
  lines: readonly TLine[];
  /** Why the last change to the quote was refused, until the next one. */
  error?: string | null;
  /** A column with each colour's stock (the operator's desk). */
  showStock?: boolean;
  /** The metres cell, when it is a field; else the metres are shown. */
  metres?: (line: TLine) => ReactNode;
  /** The quoted price cell, when it is a field; else the price is shown. */
  quoted?: (line: TLine) => ReactNode;
  /** A remark under the fabric's name (e.g. "In your cart"). */
  note?: (line: TLine) => ReactNode;
}) {
  return (
    <>
      <div className="quote-lines" role="region" aria-label="Lines" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Fabric</th>
              <th scope="col">Metres</th>
              <th scope="col">Target / m</th>
              <th scope="col">List / m</th>
              <th scope="col">Quoted / m</th>
              <th scope="col">Line total</th>
              {showStock && <th scope="col">In stock</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={quoteLineKey(line)}>
                <td data-label="Fabric">
                  <Link href={paths.product.href(line.productId)}>{line.name}</Link> · {line.color}
                  {note?.(line)}
                </td>
                <td data-label="Metres">{metres ? metres(line) : line.metres}</td>
                <td data-label="Target / m">{price(line.targetPrice)}</td>
                <td data-label="List / m">{price(line.listPrice)}</td>
                <td data-label="Quoted / m">{quoted ? quoted(line) : price(line.quotedPrice)}</td>
                <td data-label="Line total">{line.quotedPrice == null ? '—' : formatRupees(quoteTotals([line]).subtotal)}</td>
                {showStock && <td data-label="In stock">{line.stock === undefined ? '—' : `${line.stock.toLocaleString('en-IN')} m`}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <QuoteTotals lines={lines} />
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
