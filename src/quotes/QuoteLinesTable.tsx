import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatRupees } from '../../domain/money.js';
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
}

const price = (rupees: number | null | undefined) => (rupees == null ? '—' : formatRupees(rupees));
export const quoteLineKey = (line: ShownQuoteLine) => `${line.productId}:${line.color}`;

/**
 * A quote's lines: fabric, metres, target, list and quoted price per metre. The buyer may edit the metres (to ask
 * again), the operator the quoted price; on a phone each line is a card with its labels (styles: .quote-lines).
 */
export function QuoteLinesTable<TLine extends ShownQuoteLine>({
  lines,
  metres,
  quoted,
  note,
}: {
  lines: readonly TLine[];
  /** The metres cell, when it is a field; else the metres are shown. */
  metres?: (line: TLine) => ReactNode;
  /** The quoted price cell, when it is a field; else the price is shown. */
  quoted?: (line: TLine) => ReactNode;
  /** A remark under the fabric's name (e.g. "In your cart"). */
  note?: (line: TLine) => ReactNode;
}) {
  return (
    <div className="quote-lines" role="region" aria-label="Lines" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Fabric</th>
            <th scope="col">Metres</th>
            <th scope="col">Target / m</th>
            <th scope="col">List / m</th>
            <th scope="col">Quoted / m</th>
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
