import { useMemo } from 'react';
import { createQuoteMachine } from '../../machines/quote.js';
import { notify } from '../services/notify.js';
import { useAdminCalls, type OperatorQuote } from './admin-actors.js';
import { useConsoleRefresh } from './console-refresh.js';

/** The operator's side of a quote, holding the quote as the console reads it. */
const operatorQuoteMachine = createQuoteMachine<OperatorQuote>('operator');

/** The quote machine with the console's calls (load, price, decline, message) and its toasts. */
export function useQuoteDeskLogic() {
  const { actors } = useAdminCalls();
  const refreshBadges = useConsoleRefresh();
  return useMemo(
    () =>
      operatorQuoteMachine.provide({
        actors: { load: actors.loadQuote, act: actors.actOnQuote },
        actions: {
          notify: (_, notice) => {
            notify(notice);
            // A quote priced or declined no longer waits: the badge says so at once.
            if (notice.kind === 'success') refreshBadges();
          },
        },
      }),
    [actors, refreshBadges],
  );
}
