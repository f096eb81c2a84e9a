import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { invoiceDownloadMachine, type InvoiceFile } from '../../machines/invoice-download.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { saveFile } from '../services/save-file.js';
import { useShopEffects } from '../shop/use-shop-effects.js';

/** "Download invoice" on an order card: the order's GST tax invoice as a PDF named by its number. */
export function InvoiceDownload({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  const api = useApi();
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      invoiceDownloadMachine.provide({
        actors: {
          fetchInvoice: fromPromise<InvoiceFile, string>(({ input }) => api.file(`/order/${encodeURIComponent(input)}/invoice.pdf`)),
        },
        actions: { save: (_, file) => saveFile(file.blob, file.filename), notify: effects.notify },
      }),
    [api, effects],
  );
  const [snapshot, send] = useMachine(logic, { inspect: useInspect(), input: { orderId } });
  const fetching = snapshot.matches('fetching');
  return (
    <div className="order-again">
      <button
        type="button"
        className="button button-secondary"
        disabled={fetching}
        aria-busy={fetching}
        aria-label={`Download invoice ${invoiceNumber}`}
        onClick={() => send({ type: 'download' })}
      >
        {fetching ? 'Preparing invoice…' : 'Download invoice'}
      </button>
      {snapshot.context.error && (
        <p role="alert" className="order-again-skipped">
          {snapshot.context.error}
        </p>
      )}
    </div>
  );
}
