// Free samples: one cutting per colour (a buyer compares shades), once ever per buyer and colour, at most five in a cart.

export const MAX_CART_SAMPLES = 5;

/** What an order of samples alone pays for shipping, whatever the shipment method (rupees). */
export const SAMPLE_SHIPPING_RUPEES = 99;

export const SAMPLE_MESSAGES = {
  added: 'Free sample added to your cart',
  removed: 'Sample removed from your cart',
  notInCart: 'There is no sample of this colour in your cart.',
  notAgain: 'A free sample is once per colour: order its metres from the product page.',
  inCart: (name: string, color: string) => `A free sample of ${name} in ${color} is already in your cart: one per colour.`,
  ordered: (name: string, color: string) =>
    `You have already had the free sample of ${name} in ${color}: one per colour. Order metres to buy more.`,
  tooMany: `A cart holds at most ${MAX_CART_SAMPLES} free samples: order these first, or remove one.`,
};
