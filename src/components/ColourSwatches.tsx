import type { ProductVariety } from '../../domain/product.js';

/** A product's colours as radio buttons, the chosen one named in the legend; a colour out of stock is struck through. */
export function ColourSwatches({
  name,
  varieties,
  chosen,
  disabled = false,
  onChoose,
}: {
  name: string;
  varieties: ProductVariety[];
  chosen: number;
  disabled?: boolean;
  onChoose: (index: number) => void;
}) {
  const current = varieties[chosen];
  return (
    <fieldset className="swatches">
      <legend>Colour{current ? `: ${current.color}${current.stock > 0 ? '' : ' (out of stock)'}` : ''}</legend>
      {varieties.map((option, index) => (
        <label
          key={option.id}
          className={option.stock > 0 ? 'swatch' : 'swatch swatch-out'}
          title={option.stock > 0 ? option.color : `${option.color} (out of stock)`}
        >
          <input
            type="radio"
            name={name}
            checked={index === chosen}
            disabled={disabled}
            onChange={() => onChoose(index)}
            aria-label={option.stock > 0 ? option.color : `${option.color} (out of stock)`}
          />
          <span className="swatch-dot" style={{ background: option.colorCode }} />
        </label>
      ))}
    </fieldset>
  );
}
