import { MAX_STOCK_ALERTS, STOCK_ALERT_MESSAGES } from '../../domain/stock-alerts.js';
import type { ShopLinks } from '../../domain/links.js';
import type { Mailer } from '../auth/mailer.js';
import { conflict, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { DueAlert } from '../repositories/stock-alerts.js';

export const backInStockEmail = (alert: DueAlert, link: string) => ({
  to: alert.email,
  subject: `${alert.productName} in ${alert.color} is back in stock`,
  text: [
    `Hello ${alert.name},`,
    '',
    `${alert.productName} in ${alert.color} is back in stock, as you asked us to tell you.`,
    `Order it here while it lasts: ${link}`,
    '',
    'You asked once for this colour, so this is the only email about it. Ask again on the product page if it sells out.',
  ].join('\n'),
});

/** What 'Tell me when it is back' offers the buyer's route and the restocks. */
export interface StockAlerts {
  /** The buyer waits for a sold-out colour (refused while it is in stock, or when they already wait for the most). */
  ask(userId: number, productId: number, color: string): Promise<{ msg: string }>;
  /** Sends the emails of a committed restock, without holding up the operator's answer. */
  send(due: DueAlert[]): void;
}

/**
 * 'Tell me when it is back': a buyer waits for a sold-out colour; an operator's restock (stock sheet, one colour, the
 * fabric editor) takes the waits it answers in its own transaction and sends their emails after it commits.
 */
export function createStockAlerts(
  repos: Repositories,
  mailer: Mailer,
  links: ShopLinks,
  mailFailed: (error: unknown, subject: string) => void,
): StockAlerts {
  return {
    ask: (userId: number, productId: number, color: string) =>
      repos.transaction(async (trx) => {
        const colour = await repos.stockAlerts.colour(trx, productId, color);
        if (!colour) throw notFound('That fabric or colour is not in the catalogue.');
        if (colour.stock > 0) throw conflict(STOCK_ALERT_MESSAGES.inStock(colour.color));
        const outcome = await repos.stockAlerts.add(trx, userId, colour.id, MAX_STOCK_ALERTS);
        if (outcome === 'full') throw conflict(STOCK_ALERT_MESSAGES.tooMany);
        return { msg: STOCK_ALERT_MESSAGES.waiting(colour.color) };
      }),

    /** Sends the emails of a committed restock, without holding up the operator's answer. */
    send(due: DueAlert[]): void {
      void (async () => {
        for (const alert of due) {
          const message = backInStockEmail(alert, links.product(alert.productId));
          await mailer.send(message).catch((error: unknown) => mailFailed(error, message.subject));
        }
      })();
    },
  };
}
