import { COMMAND_FAILED } from '../../domain/command.js';
import { CommandButton } from '../components/CommandButton.js';
import { useCommandActors } from '../shop/command-actors.js';
import { useCommand } from '../shop/use-command.js';

/** "Download PDF" on a quote: the quotation as it stands, with its lines, totals and GST, named by its number. */
export function QuotationDownload({ quoteId }: { quoteId: string }) {
  const actors = useCommandActors();
  const command = useCommand(() => actors.quotation(quoteId), COMMAND_FAILED.quotation);
  return (
    <CommandButton
      running={command.running}
      label="Download PDF"
      busyLabel="Preparing PDF…"
      className="button button-outline"
      aria-label={`Download PDF of quotation ${quoteId}`}
      onRun={() => command.run()}
    />
  );
}
