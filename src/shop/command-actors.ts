import { useMemo } from 'react';
import { doneQuietly, reorderResult, saidDone, type CommandResult } from '../../domain/command.js';
import { AddSampleDocument } from '../graphql/documents/AddSample.js';
import { AskWhenBackDocument } from '../graphql/documents/AskWhenBack.js';
import { ReorderDocument } from '../graphql/documents/Reorder.js';
import { useApi } from '../services/api-context.js';
import { saveFile } from '../services/save-file.js';
import { useShopEffects } from './use-shop-effects.js';

const at = encodeURIComponent;

/** The one-shot commands' calls: each hands what it got to whoever keeps it (the shop its cart, the browser a file). */
export function useCommandActors() {
  const api = useApi();
  const effects = useShopEffects();
  return useMemo(() => {
    const download = async (path: string): Promise<CommandResult> => {
      const file = await api.file(path);
      saveFile(file.blob, file.filename);
      return doneQuietly;
    };
    return {
      addSample: async (productId: string, color: string) => {
        const change = (await api.request(AddSampleDocument, { productId, color })).addSample;
        effects.cartReplaced(null, change);
        return saidDone(change.message);
      },
      askWhenBack: async (productId: string, color: string) =>
        saidDone((await api.request(AskWhenBackDocument, { productId, color })).askWhenBack),
      reorder: async (orderId: string) => {
        const answer = (await api.request(ReorderDocument, { orderId })).reorder;
        effects.cartReplaced(null, answer);
        return reorderResult(answer);
      },
      invoice: (orderId: string) => download(`/order/${at(orderId)}/invoice.pdf`),
      quotation: (quoteId: string) => download(`/quotes/${at(quoteId)}/quote.pdf`),
    };
  }, [api, effects]);
}
