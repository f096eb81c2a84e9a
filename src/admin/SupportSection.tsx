import { ActionButton } from './ActionButton.js';
import { AdminCards } from './AdminCards.js';
import { ListFrame, listState, shortDate } from './ListFrame.js';
import { useSupportDesk } from './desks.js';

const VIEWS = [
  { value: 'false', label: 'Open' },
  { value: 'true', label: 'Handled' },
  { value: '', label: 'All' },
];

/** Support: requests newest first, with their sender; reply by email, mark handled or reopen. */
export function SupportSection() {
  const { snapshot, send, rows, reply, toggleHandled } = useSupportDesk();
  const { handled } = snapshot.context.filters;
  return (
    <>
      <div className="admin-toolbar">
        <div className="stage-filter" role="group" aria-label="Requests to show">
          {VIEWS.map((view) => (
            <button
              key={view.label}
              type="button"
              className={handled === view.value ? 'chip active' : 'chip'}
              aria-pressed={handled === view.value}
              onClick={() => send({ type: 'list.filter', name: 'handled', value: view.value })}
            >
              {view.label}
            </button>
          ))}
        </div>
      </div>
      <ListFrame state={listState(snapshot)} send={send} noun="requests" one="request" emptyText="No requests here. Nothing is waiting.">
        <AdminCards
          rows={rows}
          rowKey={(request) => request._id}
          card={(request) => ({
            head: (
              <>
                <strong>{request.name}</strong> · {request.contactDetails}
                {request.signedIn ? ` · signed in as ${request.accountEmail}` : ' · signed out'} · {shortDate(request.createdAt)}
                {request.handled && <span className="stage-chip stage-delivered">Handled</span>}
              </>
            ),
            text: request.message,
            more: (
              <>
                {request.repliedAt && <p className="field-hint">Replied {shortDate(request.repliedAt)}</p>}
                <div className="admin-actions">
                  <ActionButton
                    label="Reply"
                    question={`Reply to ${request.name} by email`}
                    message={{ label: 'Your reply', required: true }}
                    perform={(message) => reply(request, message)}
                  />
                  <ActionButton label={request.handled ? 'Reopen' : 'Mark handled'} tone="plain" perform={() => toggleHandled(request)} />
                </div>
              </>
            ),
          })}
        />
      </ListFrame>
    </>
  );
}
