import { useState } from 'react';

/**
 * Metres of one colour: a number field between − and + buttons, and why the metres cannot be had, said next to it.
 * `commit` 'typing' hands on every keystroke (a popup's draft); 'leaving' hands on what was typed when the field is
 * left or Enter is pressed (a cart line, where each change is a request).
 */
export function MetresField({
  id,
  label,
  fieldLabel,
  quantity,
  stock,
  min = 1,
  canLess,
  canMore,
  busy = false,
  problem,
  commit,
  onStep,
  onType,
}: {
  id: string;
  /** Names the buttons and the field together. */
  label: string;
  /** The field's own name, unless a <label> names it. */
  fieldLabel?: string;
  /** 0 while the field is empty. */
  quantity: number;
  stock: number;
  /** The fewest metres allowed (the fabric's minimum order). */
  min?: number;
  /** Whether − and + can act now: the machine's answer (its guards), read by the view with `can`. */
  canLess: boolean;
  canMore: boolean;
  busy?: boolean;
  problem: string | null;
  commit: 'typing' | 'leaving';
  onStep: (delta: 1 | -1) => void;
  onType: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const typed = (text: string) => (text === '' ? 0 : Number(text));
  const handOn = () => {
    if (draft === null) return;
    setDraft(null);
    onType(typed(draft));
  };
  const problemId = `${id}-problem`;
  return (
    <div className="metres-field">
      <div className="quantity" role="group" aria-label={label}>
        <button type="button" className="icon-button" aria-label="One metre less" disabled={!canLess} onClick={() => onStep(-1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          aria-label={fieldLabel}
          min={min}
          max={Math.max(min, stock)}
          step={1}
          readOnly={busy}
          value={draft ?? (quantity > 0 ? String(quantity) : '')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => (commit === 'typing' ? onType(typed(event.target.value)) : setDraft(event.target.value))}
          onBlur={handOn}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && commit === 'leaving') {
              event.preventDefault();
              handOn();
            }
          }}
        />
        <button type="button" className="icon-button" aria-label="One metre more" disabled={!canMore} onClick={() => onStep(1)}>
          +
        </button>
      </div>
      {problem && (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
