import { useState } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

/** A password field with a show/hide toggle (SPEC §2.9). */
export function PasswordInput({ id, label, value, onChange, autoComplete }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          maxLength={128}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="link-button" aria-pressed={visible} aria-controls={id} onClick={() => setVisible(!visible)}>
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
