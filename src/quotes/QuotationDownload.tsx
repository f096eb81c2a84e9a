import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { invoiceDownloadMachine, QUOTATION_FAILED, type InvoiceFile } from '../../machines/invoice-download.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { saveFile } from '../services/save-file.js';
import { useShopEffects } from '../shop/use-shop-effects.js';

/** "Download PDF" on a quote: the quotation as it stands, with its lines, totals and GST, named by its number. */
export function QuotationDownload({ quoteId }: { quoteId: string }) {
  const api = useApi();
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      invoiceDownloadMachine.provide({
        actors: {
          fetchInvoice: fromPromise<InvoiceFile, string>(({ input }) => api.file(`/quotes/${encodeURIComponent(input)}/quote.pdf`)),
        },
        actions: { save: (_, file) => saveFile(file.blob, file.filename), notify: effects.notify },
      }),
    [api, effects],
  );
  const [snapshot, send] = useMachine(logic, { inspect: useInspect(), input: { orderId: quoteId, failed: QUOTATION_FAILED } });
  const fetching = snapshot.matches('fetching');
  return (
    <button
      type="button"
      className="button button-outline"
      disabled={fetching}
      aria-busy={fetching}
      aria-label={`Download PDF of quotation ${quoteId}`}
      onClick={() => send({ type: 'download' })}
    >
      {fetching ? 'Preparing PDF…' : 'Download PDF'}
    </button>
  );
}
