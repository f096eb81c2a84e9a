import type { ReactNode } from 'react';
import type { PagedListEvent } from '../../machines/paged-list.js';
import { Loader } from '../components/Loader.js';
import { Pager } from '../components/Pager.js';
import { LoadFailed } from './LoadFailed.js';

interface ListState {
  loading: boolean;
  error: string | null;
  page: number;
  totalPages: number;
  totalItems: number;
  countCapped: boolean;
  empty: boolean;
}

/** What every console list shows around its rows: loading, why it failed (with a retry), nothing found, the pager. */
export function ListFrame({
  state,
  send,
  noun,
  one,
  emptyText,
  children,
}: {
  state: ListState;
  send: (event: PagedListEvent) => void;
  noun: string;
  /** The noun for a count of one ("1 order", not "1 orders"). */
  one: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (state.error) return <LoadFailed error={state.error} retry={() => send({ type: 'list.reload' })} />;
  if (state.loading && state.empty) return <Loader label={`Loading ${noun}`} />;
  if (state.empty) return <p className="admin-empty">{emptyText}</p>;
  return (
    <div aria-busy={state.loading}>
      <p className="admin-count">
        {state.totalItems.toLocaleString('en-IN')}
        {state.countCapped ? '+' : ''} {state.totalItems === 1 && !state.countCapped ? one : noun}
      </p>
      {children}
      <Pager
        page={state.page}
        totalPages={state.totalPages}
        label={`Pages of ${noun}`}
        busy={state.loading}
        onGo={(page) => send({ type: 'list.page', page })}
      />
    </div>
  );
}

/** The frame's view of a list machine's snapshot. */
export const listState = (snapshot: {
  matches: (value: 'loading') => boolean;
  context: { error: string | null; page: number; totalPages: number; totalItems: number; countCapped: boolean; data: unknown[] };
}): ListState => ({
  loading: snapshot.matches('loading'),
  error: snapshot.context.error,
  page: snapshot.context.page,
  totalPages: snapshot.context.totalPages,
  totalItems: snapshot.context.totalItems,
  countCapped: snapshot.context.countCapped,
  empty: snapshot.context.data.length === 0,
});

/** A search box that filters its list when submitted (Enter or the button). */
export function SearchBox({
  label,
  placeholder,
  onSearch,
  initial = '',
}: {
  label: string;
  placeholder: string;
  onSearch: (value: string) => void;
  initial?: string | undefined;
}) {
  return (
    <form
      className="admin-search"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
      }}
    >
      <label className="visually-hidden" htmlFor={`search-${label}`}>
        {label}
      </label>
      <input id={`search-${label}`} name="q" type="search" placeholder={placeholder} maxLength={254} defaultValue={initial} />
      <button type="submit" className="button button-secondary">
        Search
      </button>
    </form>
  );
}

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // India's time, wherever the operator's browser is.
    timeZone: 'Asia/Kolkata',
  });
