import { useEffect, useState } from 'react';

interface Props {
  id: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}

/** Moves freely; filters only when the pointer or key is released, not on every step. */
export function WeightSlider({ id, value, min, max, onCommit }: Props) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <div className="weight-slider">
      <label htmlFor={id} className="field-label">Up to <strong>{draft} GSM</strong></label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={10}
        value={draft}
        onChange={(event) => setDraft(Number(event.target.value))}
        onPointerUp={commit}
        onKeyUp={commit}
        onBlur={commit}
      />
      <div className="weight-scale" aria-hidden="true"><span>{min}</span><span>{max}</span></div>
    </div>
  );
}
