import { formatRupees } from '../../domain/money.js';

interface PricedVariety {
  price: number;
  pricePerMetre: number;
  discountedPrice?: number | null | undefined;
}

/**
 * A colour's price per metre, with the undiscounted price struck through when there is a deal; `from` when other
 * colours cost more. Prices are before GST, as the trade quotes them; checkout adds the tax.
 */
export function MetrePrice({
  variety,
  from = false,
  as: Tag = 'p',
  className = 'price',
}: {
  variety: PricedVariety;
  from?: boolean;
  as?: 'p' | 'span';
  className?: string;
}) {
  return (
    <Tag className={className}>
      {from && <span className="price-from">from</span>}
      <span className="price-now">{formatRupees(variety.price)}</span>
      {variety.discountedPrice != null && <s className="price-was">{formatRupees(variety.pricePerMetre)}</s>}
      <span className="price-unit">/ metre + GST</span>
    </Tag>
  );
}
