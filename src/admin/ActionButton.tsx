import { useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { fromPromise } from 'xstate';
import { adminActionMachine, type AdminAction } from '../../machines/admin-action.js';
import { useModal } from '../components/use-modal.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useConsoleRefresh } from './console-refresh.js';

interface ActionButtonProps {
  label: string;
  /** Asked before sending; without one the action is sent at once. */
  question?: string;
  /** A text the operator writes with the action (a delay's message, a reply): its label. */
  message?: { label: string; required: boolean };
  /** Sends the action; resolves to the server's answer. */
  perform: (message: string) => Promise<string>;
  onDone?: () => void;
  tone?: 'primary' | 'danger' | 'plain';
  disabled?: boolean;
  /** Checked on press: a sentence saying why it cannot be sent yet (shown instead of asking), or null. */
  problem?: () => string | null;
}

function ConfirmDialog({
  question,
  message,
  text,
  onText,
  onConfirm,
  onCancel,
  confirmLabel,
}: {
  question: string;
  message: ActionButtonProps['message'];
  text: string;
  onText: (text: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel: string;
}) {
  const dialog = useModal();
  const missing = message?.required === true && text.trim() === '';
  return (
    <dialog
      ref={dialog}
      className="popup admin-confirm"
      aria-labelledby="admin-confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form
        className="popup-body"
        onSubmit={(event) => {
          event.preventDefault();
          if (!missing) onConfirm();
        }}
      >
        <h2 id="admin-confirm-title">{question}</h2>
        {message && (
          <label className="field">
            <span>{message.label}</span>
            <textarea
              value={text}
              onChange={(event) => onText(event.target.value)}
              rows={4}
              maxLength={2000}
              required={message.required}
              autoFocus
            />
          </label>
        )}
        <div className="admin-confirm-buttons">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={missing}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * One console action on its own machine (machines/admin-action.ts): asks first when it has a question, is sent once,
 * and says the answer or the reason next to the button.
 */
export function ActionButton({ label, question, message, perform, onDone, tone = 'primary', disabled, problem }: ActionButtonProps) {
  const [text, setText] = useState('');
  const refreshBadges = useConsoleRefresh();
  const written = useRef(text);
  written.current = text;
  const logic = useMemo(
    () =>
      adminActionMachine.provide({
        actors: { perform: fromPromise<string, AdminAction>(() => perform(written.current)) },
        actions: {
          done: () => {
            setText('');
            onDone?.();
            refreshBadges();
          },
        },
      }),
    [perform, onDone, refreshBadges],
  );
  const [snapshot, send] = useScreenMachine(logic);
  const sending = snapshot.matches('sending');
  const { message: answer, failed } = snapshot.context;
  const className = tone === 'danger' ? 'button button-danger' : tone === 'plain' ? 'button button-secondary' : 'button';
  return (
    <span className="admin-action">
      <button
        type="button"
        className={className}
        disabled={disabled || sending}
        aria-busy={sending}
        onClick={() =>
          send({ type: 'action.ask', action: { label, question: question ?? (message ? label : null), problem: problem?.() ?? null } })
        }
      >
        {sending ? `${label}…` : label}
      </button>
      {/* In the body, not here: a button inside a form (the fabric editor's Retire) must not nest the dialog's form in it. */}
      {snapshot.matches('confirming') &&
        createPortal(
          <ConfirmDialog
            question={snapshot.context.pending?.question ?? label}
            message={message}
            text={text}
            onText={setText}
            confirmLabel={label}
            onConfirm={() => send({ type: 'action.confirm' })}
            onCancel={() => send({ type: 'action.cancel' })}
          />,
          document.body,
        )}
      {answer && (
        <span className={failed ? 'admin-answer admin-answer-failed' : 'admin-answer'} role={failed ? 'alert' : 'status'}>
          {answer}
        </span>
      )}
    </span>
  );
}
