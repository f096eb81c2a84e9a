import { COMMAND_FAILED } from '../../domain/command.js';
import { CommandButton, CommandOutcome } from '../components/CommandButton.js';
import { useCommandActors } from '../shop/command-actors.js';
import { useCommand } from '../shop/use-command.js';

/** "Download credit note" on a cancelled order's card: the GST credit note that reversed its invoice, as a PDF. */
export function CreditNoteDownload({ creditNoteId, creditNoteNumber }: { creditNoteId: string; creditNoteNumber: string }) {
  const actors = useCommandActors();
  const command = useCommand(() => actors.creditNote(creditNoteId), COMMAND_FAILED.creditNote);
  return (
    <div className="order-again">
      <CommandButton
        running={command.running}
        label="Download credit note"
        busyLabel="Preparing credit note…"
        aria-label={`Download credit note ${creditNoteNumber}`}
        onRun={() => command.run()}
      />
      {command.outcome && !command.outcome.done && <CommandOutcome outcome={command.outcome} />}
    </div>
  );
}
