import { activityWords } from '../../domain/activity-words.js';
import { ActionButton } from './ActionButton.js';
import { AdminTable } from './AdminTable.js';
import { ListFrame, listState, shortDate } from './ListFrame.js';
import { useActivityDesk } from './desks.js';

const KINDS = [
  '',
  'order',
  'dispatch',
  'ewaybill',
  'einvoice',
  'product',
  'stock',
  'coupon',
  'tax',
  'support',
  'quote',
  'review',
  'buyer',
  'claim',
  'company',
];

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** Activity: every operator action newest first, by kind, days and operator, with the values before and after; as a sheet too. */
export function ActivitySection() {
  const { snapshot, send, rows, saveSheet } = useActivityDesk();
  const { filters } = snapshot.context;
  return (
    <>
      <form
        className="admin-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'list.filter', name: 'operator', value: String(new FormData(event.currentTarget).get('operator') ?? '').trim() });
        }}
      >
        <label className="field">
          <span>Kind</span>
          <select
            value={snapshot.context.filters.kind}
            onChange={(event) => send({ type: 'list.filter', name: 'kind', value: event.target.value })}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind === '' ? 'Everything' : kind}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>From</span>
          <input
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => send({ type: 'list.filter', name: 'from', value: event.target.value })}
          />
        </label>
        <label className="field">
          <span>To</span>
          <input
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => send({ type: 'list.filter', name: 'to', value: event.target.value })}
          />
        </label>
        <label className="field">
          <span>Operator</span>
          <input name="operator" type="email" placeholder="Any operator" />
        </label>
        <button type="submit" className="button button-secondary">
          Filter
        </button>
      </form>
      <div className="admin-actions">
        <ActionButton label="Download CSV" tone="plain" perform={saveSheet} />
      </div>
      <ListFrame state={listState(snapshot)} send={send} noun="actions" one="action" emptyText="No operator action matches.">
        <AdminTable
          label="Activity"
          rows={rows}
          rowKey={(entry) => entry._id}
          columns={[
            { header: 'When', cell: (entry) => shortDate(entry.createdAt) },
            { header: 'Who', cell: (entry) => entry.operator },
            {
              header: 'What',
              cell: (entry) => (
                <>
                  <strong>{activityWords(entry.kind)}</strong>
                  <br />
                  {entry.summary}
                </>
              ),
            },
            {
              header: 'Change',
              cell: (entry) => (
                <details>
                  <summary>Before and after</summary>
                  <div className="activity-values">
                    <pre aria-label="Before">{shown(entry.before)}</pre>
                    <pre aria-label="After">{shown(entry.after)}</pre>
                  </div>
                </details>
              ),
            },
          ]}
        />
      </ListFrame>
    </>
  );
}
