import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { PageRequest, ListPage } from '../../machines/paged-list.js';
import type { QuoteRequest } from '../../machines/quote.js';
import { type QuoteFieldsFragment } from '../graphql/generated.js';
import { AcceptQuoteDocument } from '../graphql/documents/AcceptQuote.js';
import { QuoteDocument } from '../graphql/documents/Quote.js';
import { QuotesDocument } from '../graphql/documents/Quotes.js';
import { RejectQuoteDocument } from '../graphql/documents/RejectQuote.js';
import { ReviseQuoteDocument } from '../graphql/documents/ReviseQuote.js';
import { WriteQuoteMessageDocument } from '../graphql/documents/WriteQuoteMessage.js';
import { useApi } from '../services/api-context.js';

/** A quote as the buyer's page reads it (the machine sees its id, status and validity). */
export type BuyerQuote = QuoteFieldsFragment;
export type QuoteLineInput = { productId: string; color: string; metres: number };

/** The buyer's quote list and one quote's load and actions, over the BFF. */
export function useQuoteActors() {
  const api = useApi();
  return useMemo(
    () => ({
      loadPage: fromPromise<ListPage, PageRequest>(async ({ input }) => {
        const page = (await api.request(QuotesDocument, { page: input.page })).viewer?.quotes;
        if (!page) throw new Error('Please sign in again.');
        return {
          data: page.quotes.map((quote) => ({ ...quote, _id: quote.id })),
          totalItems: page.totalItems,
          totalPages: page.totalPages,
          countCapped: false,
        };
      }),
      loadQuote: fromPromise<BuyerQuote, string>(async ({ input }) => {
        const quote = (await api.request(QuoteDocument, { id: input })).viewer?.quote;
        if (!quote) throw new Error('There is no such quote among yours.');
        return quote;
      }),
      actOnQuote: fromPromise<{ message: string; record: BuyerQuote }, QuoteRequest>(async ({ input }) => {
        const { id, action, payload } = input;
        const change =
          action === 'accept'
            ? (await api.request(AcceptQuoteDocument, { id })).acceptQuote
            : action === 'reject'
              ? (await api.request(RejectQuoteDocument, { id })).rejectQuote
              : action === 'revise'
                ? (await api.request(ReviseQuoteDocument, { id, lines: (payload as { lines: QuoteLineInput[] }).lines })).reviseQuote
                : (await api.request(WriteQuoteMessageDocument, { id, text: (payload as { text: string }).text })).writeQuoteMessage;
        return { message: change.message, record: change.quote };
      }),
    }),
    [api],
  );
}
