import type { ProductVariety } from '../../domain/product.js';

/** A product's colours as radio buttons, the chosen one named in the legend. */
export function ColourSwatches({ name, varieties, chosen, disabled = false, onChoose }: {
  name: string;
  varieties: ProductVariety[];
  chosen: number;
  disabled?: boolean;
  onChoose: (index: number) => void;
}) {
  const current = varieties[chosen];
  return (
    <fieldset className="swatches">
      <legend>Colour{current ? `: ${current.color}` : ''}</legend>
      {varieties.map((option, index) => (
        <label key={option.id} className="swatch" title={option.color}>
          <input type="radio" name={name} checked={index === chosen} disabled={disabled} onChange={() => onChoose(index)} aria-label={option.color} />
          <span className="swatch-dot" style={{ background: option.colorCode }} />
        </label>
      ))}
    </fieldset>
  );
}
