import type { ReactNode } from 'react';
import type { CsvSheetEvent } from '../../machines/csv-sheet.js';

/** Where a sheet is in machines/csv-sheet.ts. */
type SheetStage = 'editing' | 'previewing' | 'previewed' | 'applying' | 'applied';

interface CsvSheetPanelProps {
  /** Prefix of the fields' ids (two panels may share a page). */
  id: string;
  /** The sheet's header row, and an example row after it, shown in the empty text box. */
  header: string;
  example: string;
  /** The csv-sheet machine's snapshot: where the sheet is, its text and why it was refused. */
  sheet: { value: SheetStage; context: { text: string; error: string | null } };
  send: (event: CsvSheetEvent) => void;
  /** How many rows the preview accepted: Apply waits for one. */
  accepted: number;
  /** What Apply says ("Add 3 rows to cart", "Apply 3 rows"), and while it runs. */
  applyLabel: string;
  applyingLabel: string;
  /** What the sheet is and its limits, above the fields. */
  hint: ReactNode;
  /** The server's answer, row by row (each feature draws its own). */
  children?: ReactNode;
}

/**
 * A CSV sheet chosen or pasted, previewed, then applied: the cart's quick order and the console's stock sheet, both
 * run by the csv-sheet machine. The fields are read-only while the sheet is on its way and once it is applied.
 */
export function CsvSheetPanel({
  id,
  header,
  example,
  sheet,
  send,
  accepted,
  applyLabel,
  applyingLabel,
  hint,
  children,
}: CsvSheetPanelProps) {
  const {
    value: stage,
    context: { text, error },
  } = sheet;
  const busy = stage === 'previewing' || stage === 'applying';
  const locked = busy || stage === 'applied';
  return (
    <>
      <p className="field-hint">{hint}</p>
      <div className="field">
        <label htmlFor={`${id}-file`}>Choose a CSV file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={locked}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) send({ type: 'sheet.edit', text: await file.text() });
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>Or paste it</label>
        <textarea
          id={`${id}-text`}
          className="sheet-text"
          rows={5}
          value={text}
          readOnly={locked}
          onChange={(event) => send({ type: 'sheet.edit', text: event.target.value })}
          placeholder={`${header}\n${example}`}
        />
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="sheet-actions">
        {stage === 'applied' ? (
          <button type="button" className="button button-secondary" onClick={() => send({ type: 'sheet.startOver' })}>
            Another sheet
          </button>
        ) : (
          <>
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => send({ type: 'sheet.preview' })}>
              {stage === 'previewing' ? 'Checking…' : 'Preview'}
            </button>
            <button
              type="button"
              className="button"
              disabled={stage !== 'previewed' || accepted === 0}
              onClick={() => send({ type: 'sheet.apply' })}
            >
              {stage === 'applying' ? applyingLabel : applyLabel}
            </button>
          </>
        )}
      </div>
      {children}
    </>
  );
}
