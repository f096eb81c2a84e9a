import { navigate } from 'wouter/use-browser-location';
import { paths } from './paths.js';

/** The navigation state of /user-profile › Quotes, with the quote open if any: Back leaves a quote for the list. */
export const quotesState = (quote?: string | null) => ({ page: 'quotes', ...(quote ? { quote } : {}) });

/** Opens Quotes at one quote, or at the list. */
export const showQuotes = (quote?: string | null) => navigate(paths.userProfile.href(), { state: quotesState(quote) });
