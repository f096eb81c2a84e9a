import { formatDay, indianDay, SHIPPING_OPTIONS } from '../../domain/checkout.js';

/** The shipping options as the checkout shows them, with the delivery day each gives when ordered now. */
export const shippingOptionsOf = (now: Date) => SHIPPING_OPTIONS.map((option) => ({
  _id: option._id,
  name: option.name,
  description: option.description,
  price: option.price,
  estimatedDelivery: option.requiresDateSelection ? 'On the day you choose' : `By ${formatDay(indianDay(now, option.deliveryDays))}`,
  requiresDateSelection: option.requiresDateSelection,
}));
