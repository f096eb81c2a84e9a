import { JOB_MESSAGES, jobTitle, MAIL_QUEUE, QUEUES, type QueueName } from '../../domain/jobs.js';
import type { AdminFailedJob } from '../../domain/rest/admin.js';
import { conflict } from '../errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Repositories } from '../repositories/index.js';
import type { FailedJobRow } from '../repositories/jobs.js';
import { pagedAnswer } from './paged.js';

const toFailedJob = (row: FailedJobRow<QueueName>): AdminFailedJob => ({
  _id: row.id,
  queue: row.queue,
  to: row.to,
  subject: row.subject,
  orders: row.orders,
  error: row.error,
  tries: row.tries,
  failedAt: row.failed_at.toISOString(),
});

/** Jobs the queue gave up on after their retries (mail, invoices, payment captures): newest first, tried again by an operator. */
export function createJobDesk(repos: Repositories, jobs: JobQueue) {
  return {
    async page(page: number, limit: number) {
      const { rows, counted } = await repos.jobs.failed(QUEUES, page, limit, 10_000);
      return pagedAnswer(rows.map(toFailedJob), counted, limit);
    },

    /** Back in its queue for one more try, recorded in Activity in the same transaction. */
    async retry(id: string, operator: string) {
      await repos.transaction(async (trx) => {
        const failed = await repos.jobs.failedOne(trx, QUEUES, id);
        if (!failed) throw conflict(JOB_MESSAGES.notFailed);
        await jobs.retry(failed.queue, id, trx);
        const mail = failed.queue === MAIL_QUEUE;
        await repos.activity.record(trx, {
          operator,
          kind: mail ? 'mail.retry' : 'job.retry',
          objectId: id,
          summary: mail
            ? `Sent again: ${failed.subject ?? 'a message'} to ${failed.to ?? 'a buyer'}`
            : `Tried again: ${jobTitle(toFailedJob(failed))}`,
          before: { state: 'failed', tries: failed.tries },
          after: { state: 'retry' },
        });
      });
      jobs.wake();
      return { msg: JOB_MESSAGES.retried };
    },
  };
}
