import type { ReactNode } from 'react';

/** What one record's card shows: its heading line, its text (a note, a message), and anything below (photos, actions). */
export interface AdminCard {
  head: ReactNode;
  text?: ReactNode;
  more?: ReactNode;
  /** Greyed (hidden, retired). */
  muted?: boolean;
}

/** The console's list of cards, for records read as a line and a text rather than as columns (quotes, claims, reviews). */
export function AdminCards<Row>({
  rows,
  rowKey,
  card,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  card: (row: Row) => AdminCard;
}) {
  return (
    <ul className="admin-cards">
      {rows.map((row) => {
        const { head, text, more, muted } = card(row);
        return (
          <li key={rowKey(row)} className={muted ? 'admin-card row-retired' : 'admin-card'}>
            <p className="admin-card-head">{head}</p>
            {text != null && text !== '' && <p className="admin-card-text">{text}</p>}
            {more}
          </li>
        );
      })}
    </ul>
  );
}
