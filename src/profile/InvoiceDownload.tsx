import { COMMAND_FAILED } from '../../domain/command.js';
import { CommandButton, CommandOutcome } from '../components/CommandButton.js';
import { useCommandActors } from '../shop/command-actors.js';
import { useCommand } from '../shop/use-command.js';

/** "Download invoice" on an order card: the order's GST tax invoice as a PDF named by its number. */
export function InvoiceDownload({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  const actors = useCommandActors();
  const command = useCommand(() => actors.invoice(orderId), COMMAND_FAILED.invoice);
  return (
    <div className="order-again">
      <CommandButton
        running={command.running}
        label="Download invoice"
        busyLabel="Preparing invoice…"
        aria-label={`Download invoice ${invoiceNumber}`}
        onRun={() => command.run()}
      />
      {command.outcome && !command.outcome.done && <CommandOutcome outcome={command.outcome} />}
    </div>
  );
}
