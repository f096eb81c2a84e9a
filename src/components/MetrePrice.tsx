import { formatRupees } from '../../domain/money.js';

interface PricedVariety { price: number; pricePerMetre: number; discountedPrice?: number | null | undefined }

/** A colour's price per metre, with the undiscounted price struck through when there is a deal. */
export function MetrePrice({ variety, as: Tag = 'p', className = 'price' }: { variety: PricedVariety; as?: 'p' | 'span'; className?: string }) {
  return (
    <Tag className={className}>
      <span className="price-now">{formatRupees(variety.price)}</span>
      {variety.discountedPrice != null && <s className="price-was">{formatRupees(variety.pricePerMetre)}</s>}
      <span className="price-unit">/ metre</span>
    </Tag>
  );
}
