import { useId } from 'react';

/** A select of a portal's reasons, by the code it takes. */
export function ReasonPicker<T extends string>({
  label,
  reasons,
  value,
  onChange,
}: {
  label: string;
  reasons: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {(Object.entries(reasons) as [T, string][]).map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
