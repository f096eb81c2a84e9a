import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { quickOrderMachine, type QuickOrderResult } from '../../machines/quick-order.js';
import { shopActions } from '../../machines/shop-link.js';
import { QuickOrderDocument } from '../graphql/documents/QuickOrder.js';
import { useApi } from '../services/api-context.js';
import { notify } from '../services/notify.js';

/** Quick order's machine with its one call (quickOrder over the BFF, a dry run or for real); what it added goes to the cart. */
export function useQuickOrderLogic() {
  const api = useApi();
  return useMemo(
    () =>
      quickOrderMachine.provide({
        actors: {
          sendSheet: fromPromise<QuickOrderResult, { text: string; dryRun: boolean }>(
            async ({ input }) => (await api.request(QuickOrderDocument, { csv: input.text, dryRun: input.dryRun })).quickOrder,
          ),
        },
        actions: {
          // The answer just applied is the context's: the cart takes it, and its message is said.
          applied: ({ context, system }) => {
            if (!context.answer) return;
            shopActions.tellShopCart({ system }, context.answer);
            notify({ kind: 'success', message: context.answer.message });
          },
        },
      }),
    [api],
  );
}
