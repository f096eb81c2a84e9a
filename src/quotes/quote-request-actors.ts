import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { quoteRequestMachine, type QuoteAsk } from '../../machines/quote-request.js';
import { RequestQuoteDocument } from '../graphql/documents/RequestQuote.js';
import { RequestQuoteFromCartDocument } from '../graphql/documents/RequestQuoteFromCart.js';
import { useApi } from '../services/api-context.js';
import { useShopEffects } from '../shop/use-shop-effects.js';

/** "Request a quote"'s machine with its one call: a quote for a colour's metres, or for the cart's metre lines. */
export function useQuoteRequestLogic() {
  const api = useApi();
  const effects = useShopEffects();
  return useMemo(
    () =>
      quoteRequestMachine.provide({
        actors: {
          requestQuote: fromPromise<{ message: string; quoteId: string }, QuoteAsk>(async ({ input }) => {
            const extras = { note: input.note ?? null, neededBy: input.neededBy ?? null };
            if ('fromCart' in input) {
              const { requestQuoteFromCart } = await api.request(RequestQuoteFromCartDocument, extras);
              return { message: requestQuoteFromCart.message, quoteId: requestQuoteFromCart.quote.id };
            }
            const { productId, color, metres, targetPrice } = input;
            const { requestQuote } = await api.request(RequestQuoteDocument, {
              lines: [{ productId, color, metres, ...(targetPrice ? { targetPrice } : {}) }],
              ...extras,
            });
            return { message: requestQuote.message, quoteId: requestQuote.quote.id };
          }),
        },
        actions: { notify: effects.notify },
      }),
    [api, effects],
  );
}
