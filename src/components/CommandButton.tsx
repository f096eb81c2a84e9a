import type { ReactNode } from 'react';

interface CommandButtonProps {
  running: boolean;
  label: string;
  /** What the button says while the command is on its way. */
  busyLabel: string;
  onRun: () => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** The button of a one-shot command: disabled and marked busy while it runs, so a second click does nothing. */
export function CommandButton({
  running,
  label,
  busyLabel,
  onRun,
  disabled = false,
  className = 'button button-secondary',
  ...rest
}: CommandButtonProps) {
  return (
    <button
      type="button"
      className={className}
      disabled={disabled || running}
      aria-busy={running}
      aria-label={rest['aria-label']}
      onClick={onRun}
    >
      {running ? busyLabel : label}
    </button>
  );
}

/** What a command said, beside its button: done (with a way on, such as View cart) or why not. */
export function CommandOutcome({ outcome, children }: { outcome: { done: boolean; text: string }; children?: ReactNode }) {
  return (
    <p role="status" className={outcome.done ? 'command-done' : 'command-refused'}>
      {outcome.text}
      {outcome.done && children}
    </p>
  );
}
