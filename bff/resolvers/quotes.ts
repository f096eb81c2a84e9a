import type { IResolvers, MercuriusContext } from 'mercurius';
import type { RestQuote } from '../rest-types.js';

const signedIn = ({ token, signal }: MercuriusContext) => ({ token, signal });
type Change = { msg: string; data: RestQuote };
const change = (answer: Change) => ({ message: answer.msg, quote: answer.data });
/** GraphQL leaves an optional target price null; REST wants it absent. */
const linesOf = (lines: { productId: string; color: string; metres: number; targetPrice?: number | null }[]) =>
  lines.map(({ targetPrice, ...line }) => ({ ...line, ...(targetPrice == null ? {} : { targetPrice }) }));
const optional = (fields: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null && value !== ''));

/** Quotes for bulk orders over GraphQL: the buyer's side; operators use the console's REST calls. */
export const quoteResolvers: IResolvers = {
  User: {
    quotes: async (_user, { page, limit }, context) => {
      const answer = await context.rest.get<{ data: RestQuote[]; totalItems: number; totalPages: number }>('/quotes', {
        ...signedIn(context),
        query: { page: page ?? 1, limit: limit ?? 10 },
      });
      return { quotes: answer.data, totalItems: answer.totalItems, totalPages: answer.totalPages };
    },
    quote: async (_user, { id }, context) =>
      (await context.rest.get<{ data: RestQuote }>(`/quotes/${encodeURIComponent(id)}`, signedIn(context))).data,
  },
  Quote: {
    id: (quote: RestQuote) => quote._id,
  },
  Mutation: {
    requestQuote: async (_root, { lines, note, neededBy }, context) =>
      change(await context.rest.post<Change>('/quotes', { lines: linesOf(lines), ...optional({ note, neededBy }) }, signedIn(context))),
    requestQuoteFromCart: async (_root, { note, neededBy }, context) =>
      change(await context.rest.post<Change>('/quotes/from-cart', optional({ note, neededBy }), signedIn(context))),
    writeQuoteMessage: async (_root, { id, text }, context) =>
      change(await context.rest.post<Change>(`/quotes/${encodeURIComponent(id)}/messages`, { text }, signedIn(context))),
    acceptQuote: async (_root, { id }, context) =>
      change(await context.rest.post<Change>(`/quotes/${encodeURIComponent(id)}/accept`, undefined, signedIn(context))),
    rejectQuote: async (_root, { id }, context) =>
      change(await context.rest.post<Change>(`/quotes/${encodeURIComponent(id)}/reject`, undefined, signedIn(context))),
    reviseQuote: async (_root, { id, lines }, context) =>
      change(await context.rest.post<Change>(`/quotes/${encodeURIComponent(id)}/revise`, { lines: linesOf(lines) }, signedIn(context))),
  },
};
