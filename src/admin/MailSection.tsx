import type { AdminFailedMail } from '../../domain/rest/admin.js';
import { ActionButton } from './ActionButton.js';
import { useAdminCalls } from './admin-actors.js';
import { ListFrame, listState, shortDate } from './ListFrame.js';
import { useAdminList } from './use-admin-list.js';

/** Mail: messages the job queue gave up on after its retries, newest first, each with why; sent again by an operator. */
export function MailSection() {
  const admin = useAdminCalls();
  const { snapshot, send, rows } = useAdminList<AdminFailedMail>('/mail', {});
  return (
    <>
      <p className="field-hint">
        Order confirmations and notices are sent by a queue that tries each message again with growing waits. Those still failing after
        every try are listed here.
      </p>
      <ListFrame
        state={listState(snapshot)}
        send={send}
        noun="failed messages"
        one="failed message"
        emptyText="No failed mail. Every message was sent."
      >
        <ul className="admin-cards">
          {rows.map((mail) => (
            <li key={mail._id} className="admin-card">
              <p className="admin-card-head">
                <strong>{mail.subject ?? 'A message'}</strong> · to {mail.to ?? 'a buyer no longer here'} · failed{' '}
                {shortDate(mail.failedAt)} after {mail.tries === 1 ? '1 try' : `${mail.tries} tries`}
              </p>
              {mail.error && <p className="admin-card-text">{mail.error}</p>}
              <div className="admin-actions">
                <ActionButton
                  label="Send again"
                  question={`Send “${mail.subject ?? 'this message'}” to ${mail.to ?? 'the buyer'} again?`}
                  perform={async () => {
                    const answer = await admin.retryMail(mail._id);
                    send({ type: 'list.reload' });
                    return answer.msg;
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListFrame>
    </>
  );
}
