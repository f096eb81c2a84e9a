/**
 * 'Tell me when it is back': a buyer asks to hear when a sold-out colour is restocked. One email per buyer and colour
 * for each restock (asking twice while waiting changes nothing); a buyer waits for at most MAX_STOCK_ALERTS colours.
 */
export const MAX_STOCK_ALERTS = 50;

export const STOCK_ALERT_MESSAGES = {
  button: 'Tell me when it is back',
  waiting: (color: string) => `We will email you when ${color} is back in stock.`,
  inStock: (color: string) => `${color} is in stock now: add it to your cart.`,
  tooMany: `You are waiting for ${MAX_STOCK_ALERTS} colours already. We will email you as they come back; ask again after that.`,
  failed: 'We could not note that just now. Please try again.',
};

/** Every colour of a fabric sold out: its card says Out of Stock and offers no Add to Cart. */
export const soldOut = (varieties: readonly { stock: number }[]) => varieties.every((variety) => variety.stock <= 0);
