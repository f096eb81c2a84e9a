import { jobTitle, MAIL_QUEUE, QUEUE_LABELS } from '../../domain/jobs.js';
import { ActionButton } from './ActionButton.js';
import { AdminCards } from './AdminCards.js';
import { ListFrame, listState, shortDate } from './ListFrame.js';
import { useFailedJobsDesk } from './desks.js';

/**
 * Failed jobs: messages, invoices and payment captures the queue gave up on after its retries, newest first, each with
 * why; tried again by an operator.
 */
export function FailedJobsSection() {
  const { snapshot, send, rows, retry } = useFailedJobsDesk();
  return (
    <>
      <p className="field-hint">
        Order confirmations and notices, tax invoices and payment captures are done by a queue that tries each job again with growing waits.
        Those still failing after every try are listed here.
      </p>
      <ListFrame
        state={listState(snapshot)}
        send={send}
        noun="failed jobs"
        one="failed job"
        emptyText="No failed jobs. Every job was done."
      >
        <AdminCards
          rows={rows}
          rowKey={(job) => job._id}
          card={(job) => {
            const title = jobTitle(job);
            const mail = job.queue === MAIL_QUEUE;
            return {
              head: (
                <>
                  <span className="stage-chip">{QUEUE_LABELS[job.queue]}</span> <strong>{title}</strong> · {mail ? 'to' : 'for'}{' '}
                  {job.to ?? 'a buyer no longer here'} · failed {shortDate(job.failedAt)} after{' '}
                  {job.tries === 1 ? '1 try' : `${job.tries} tries`}
                </>
              ),
              text: job.error,
              more: (
                <div className="admin-actions">
                  <ActionButton
                    label={mail ? 'Send again' : 'Try again'}
                    question={mail ? `Send “${title}” to ${job.to ?? 'the buyer'} again?` : `Try the ${title.toLowerCase()} again?`}
                    perform={() => retry(job)}
                  />
                </div>
              ),
            };
          }}
        />
      </ListFrame>
    </>
  );
}
