import { JOB_MESSAGES } from '../../domain/admin.js';
import type { AdminFailedMail } from '../../domain/rest/admin.js';
import { conflict } from '../errors.js';
import { MAIL_QUEUE, type JobQueue } from '../jobs/job-queue.js';
import type { Repositories } from '../repositories/index.js';
import type { FailedJobRow } from '../repositories/jobs.js';
import { pagedAnswer } from './paged.js';

const toFailedMail = (row: FailedJobRow): AdminFailedMail => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  error: row.error,
  tries: row.tries,
  failedAt: row.failed_at.toISOString(),
});

/** Mail the job queue gave up on after its retries: listed newest first, and sent again by an operator. */
export function createMailDesk(repos: Repositories, jobs: JobQueue) {
  return {
    async page(page: number, limit: number) {
      const { rows, counted } = await repos.jobs.failed(MAIL_QUEUE, page, limit, 10_000);
      return pagedAnswer(rows.map(toFailedMail), counted, limit);
    },

    /** Back in the queue for one more try, recorded in Activity in the same transaction. */
    async retry(id: string, operator: string) {
      await repos.transaction(async (trx) => {
        const failed = await repos.jobs.failedOne(trx, MAIL_QUEUE, id);
        if (!failed) throw conflict(JOB_MESSAGES.notFailed);
        await jobs.retry(id, trx);
        await repos.activity.record(trx, {
          operator,
          kind: 'mail.retry',
          objectId: id,
          summary: `Sent again: ${failed.subject ?? 'a message'} to ${failed.to ?? 'a buyer'}`,
          before: { state: 'failed', tries: failed.tries },
          after: { state: 'retry' },
        });
      });
      jobs.wake();
      return { msg: JOB_MESSAGES.retried };
    },
  };
}
