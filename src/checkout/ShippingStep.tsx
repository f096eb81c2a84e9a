import { formatRupees } from '../../domain/money.js';
import { shippingChoices, shippingOption } from '../../domain/checkout.js';
import { indianDay } from '../../domain/day.js';

/** SPEC §2.8 'Shipment Method': free (the default), express and scheduled (with a date from tomorrow). */
export function ShippingStep({
  shipping,
  selectedDate,
  onChoose,
  onDate,
}: {
  shipping: string;
  selectedDate: string;
  onChoose: (id: string) => void;
  onDate: (date: string) => void;
}) {
  const now = new Date();
  return (
    <section aria-labelledby="shipping-step-title">
      <h2 id="shipping-step-title" tabIndex={-1}>
        Shipment Method
      </h2>
      <div className="shipping-options" role="radiogroup" aria-label="Shipment method">
        {shippingChoices(now).map((option) => (
          <div key={option._id} className={option._id === shipping ? 'shipping-option shipping-option-chosen' : 'shipping-option'}>
            <label className="shipping-choice">
              <input type="radio" name="shipping" checked={option._id === shipping} onChange={() => onChoose(option._id)} />
              <span className="shipping-name">
                <strong>{option.name}</strong>
                <span className="muted">{option.description}</span>
              </span>
              {/* Priced for the cart's weight on the Payment step; here the rate per kilogram. */}
              <span className="shipping-price">
                {option.price === 0 ? 'Free' : `${formatRupees(option.price)}${shippingOption(option._id)?.perKg ? ' per kg' : ''}`}
              </span>
              <span className="shipping-date muted">{option.estimatedDelivery}</span>
            </label>
            {option.requiresDateSelection && option._id === shipping && (
              <label className="field shipping-date-field">
                <span>Delivery date</span>
                <input
                  type="date"
                  value={selectedDate}
                  min={indianDay(now, 1)}
                  max={indianDay(now, 60)}
                  onChange={(event) => onDate(event.target.value)}
                />
              </label>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
