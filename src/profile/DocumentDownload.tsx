import { COMMAND_FAILED } from '../../domain/command.js';
import { CommandButton, CommandOutcome } from '../components/CommandButton.js';
import { useCommandActors } from '../shop/command-actors.js';
import { useCommand } from '../shop/use-command.js';

const DOCUMENTS = {
  invoice: { label: 'Download invoice', busy: 'Preparing invoice…' },
  creditNote: { label: 'Download credit note', busy: 'Preparing credit note…' },
} as const;

/**
 * "Download invoice" or "Download credit note" on an order card: the GST document as a PDF named by its number
 * (`id` is the order's for an invoice, the credit note's own for a credit note).
 */
export function DocumentDownload({ kind, id, number }: { kind: keyof typeof DOCUMENTS; id: string; number: string }) {
  const actors = useCommandActors();
  const command = useCommand(() => actors[kind](id), COMMAND_FAILED[kind]);
  const text = DOCUMENTS[kind];
  return (
    <div className="order-again">
      <CommandButton
        running={command.running}
        label={text.label}
        busyLabel={text.busy}
        aria-label={`${text.label} ${number}`}
        onRun={() => command.run()}
      />
      {command.outcome && !command.outcome.done && <CommandOutcome outcome={command.outcome} />}
    </div>
  );
}
