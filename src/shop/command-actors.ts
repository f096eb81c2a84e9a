import { useMemo } from 'react';
import { doneQuietly, reorderResult, saidDone, type CommandResult } from '../../domain/command.js';
import { AddSampleDocument } from '../graphql/documents/AddSample.js';
import { AskWhenBackDocument } from '../graphql/documents/AskWhenBack.js';
import { ReorderDocument } from '../graphql/documents/Reorder.js';
import { useApi } from '../services/api-context.js';
import { saveFile } from '../services/save-file.js';

const at = encodeURIComponent;

/** The one-shot commands' calls: a file goes to the browser; a changed cart goes back to the command, for the shop. */
export function useCommandActors() {
  const api = useApi();
  return useMemo(() => {
    const download = async (path: string): Promise<CommandResult> => {
      const file = await api.file(path);
      saveFile(file.blob, file.filename);
      return doneQuietly;
    };
    return {
      addSample: async (productId: string, color: string) => {
        const change = (await api.request(AddSampleDocument, { productId, color })).addSample;
        return { ...saidDone(change.message), cart: change.cart };
      },
      askWhenBack: async (productId: string, color: string) =>
        saidDone((await api.request(AskWhenBackDocument, { productId, color })).askWhenBack),
      /** At a changed price only when `confirmPrice` (rupees a metre) is that price. */
      reorder: async (orderId: string, confirmPrice?: number) => {
        const answer = (await api.request(ReorderDocument, { orderId, ...(confirmPrice === undefined ? {} : { confirmPrice }) })).reorder;
        return { ...reorderResult(answer), cart: answer.cart, priceNow: answer.priceChange?.now ?? null };
      },
      invoice: (orderId: string) => download(`/order/${at(orderId)}/invoice.pdf`),
      creditNote: (creditNoteId: string) => download(`/credit-note/${at(creditNoteId)}.pdf`),
      quotation: (quoteId: string) => download(`/quotes/${at(quoteId)}/quote.pdf`),
      /** `period` is 'from,to,pdf|csv'. */
      statement: (period: string) => {
        const [from = '', to = '', kind = 'pdf'] = period.split(',');
        return download(`/company/statement.${kind === 'csv' ? 'csv' : 'pdf'}?from=${at(from)}&to=${at(to)}`);
      },
    };
  }, [api]);
}
