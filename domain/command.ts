import type { Notice } from './notice.js';

/** What a one-shot command said: whether it did what was asked, and the sentence shown beside its button. */
export interface CommandOutcome {
  done: boolean;
  text: string;
}

/** What a command's actor answers: its outcome and the notice to toast (none for a quiet success, a file saved). */
export interface CommandResult extends CommandOutcome {
  notice: Notice | null;
}

/** Done, and said so beside the button and in a toast. */
export const saidDone = (text: string): CommandResult => ({ done: true, text, notice: { kind: 'success', message: text } });

/** Done with nothing to say (the browser shows the saved file). */
export const doneQuietly: CommandResult = { done: true, text: '', notice: null };

/** What a failed or refused command says when the server gave no reason. */
export const COMMAND_FAILED = {
  sample: 'The sample could not be added. Please try again.',
  reorder: 'That order could not be added to your cart. Please try again.',
  invoice: 'The invoice could not be downloaded. Please try again.',
  creditNote: 'The credit note could not be downloaded. Please try again.',
  quotation: 'The quotation could not be downloaded. Please try again.',
  statement: 'The statement could not be downloaded. Please try again.',
} as const;

/** Order again's answer: what was added (with the cart's sentence), or, when nothing was, why each line was not. */
export function reorderResult(answer: {
  message: string;
  added: unknown[];
  skipped: { reason: string }[];
  priceChange?: { now: number } | null;
}): CommandResult {
  if (answer.added.length > 0) return saidDone(answer.message);
  // A changed price is a question, not a failure: the card asks it beside the button.
  if (answer.priceChange) return { done: false, text: answer.message, notice: null };
  return {
    done: false,
    text: `${answer.message}: ${answer.skipped.map((line) => line.reason).join(' ')}`,
    notice: { kind: 'error', message: answer.skipped[0]?.reason ?? answer.message },
  };
}
