import type { AdminSupportRequest } from '../../domain/rest/admin.js';
import { ActionButton } from './ActionButton.js';
import { useAdminCalls } from './admin-actors.js';
import { AdminCards } from './AdminCards.js';
import { ListFrame, listState, shortDate } from './ListFrame.js';
import { useAdminList } from './use-admin-list.js';

const VIEWS = [
  { value: 'false', label: 'Open' },
  { value: 'true', label: 'Handled' },
  { value: '', label: 'All' },
];

/** Support: requests newest first, with their sender; reply by email, mark handled or reopen. */
export function SupportSection() {
  const admin = useAdminCalls();
  const { snapshot, send, rows } = useAdminList('GET /support', { handled: 'false' });
  const { handled } = snapshot.context.filters;
  const replace = (answer: { msg: string; data: AdminSupportRequest }) => {
    send({ type: 'list.replace', row: answer.data });
    return answer.msg;
  };
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
                    perform={async (message) => replace(await admin.replyToSupport(request._id, message))}
                  />
                  <ActionButton
                    label={request.handled ? 'Reopen' : 'Mark handled'}
                    tone="plain"
                    perform={async () => replace(await admin.markSupportHandled(request._id, !request.handled))}
                  />
                </div>
              </>
            ),
          })}
        />
      </ListFrame>
    </>
  );
}
