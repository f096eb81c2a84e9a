import { useEffect, useRef, useState } from 'react';

interface Props {
  id: string;
  /** Its name in the filter form. */
  name: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}

/** How long the keyboard must rest on a value before it filters. */
const SETTLE_MS = 500;

/**
 * Moves freely; filters once the buyer settles: when the pointer lets go, when focus leaves, or when the arrow keys
 * have rested for SETTLE_MS, so holding an arrow key sends one request, not one per step.
 */
export function WeightSlider({ id, name, value, min, max, onCommit }: Props) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft, value, onCommit });
  latest.current = { draft, value, onCommit };
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = () => {
    clearTimeout(timer.current);
    const { draft: chosen, value: applied, onCommit: send } = latest.current;
    if (chosen !== applied) send(chosen);
  };
  const commitWhenSettled = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, SETTLE_MS);
  };

  return (
    <div className="weight-slider">
      <label htmlFor={id} className="field-label">
        Up to <strong>{draft} GSM</strong>
      </label>
      <input
        id={id}
        name={name}
        type="range"
        min={min}
        max={max}
        step={10}
        value={draft}
        onChange={(event) => setDraft(Number(event.target.value))}
        onPointerUp={commit}
        onKeyUp={commitWhenSettled}
        onBlur={commit}
      />
      <div className="weight-scale" aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
