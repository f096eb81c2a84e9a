import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import { step, type Step } from '../db/pipeline.js';
import { sqlExecutor } from '../db/sql-executor.js';
import type { Mailer, MailMessage } from '../auth/mailer.js';
import type { JobSettings } from './job-settings.js';
import { jobFailures } from '../metrics.js';
import { DOCUMENT_QUEUE, MAIL_QUEUE, PAYMENT_QUEUE } from '../../domain/jobs.js';

/** The queue's tables live in their own schema, made by migration 0051 (npm run job-schema writes it). */
export const JOB_SCHEMA = 'jobs';
/**
 * Jobs a process takes at each look. A worker looks every half second, and at once after a full batch: in a sale each
 * look must take many, or the queue falls behind the orders (one at a time, mail waited minutes).
 */
const MAIL_BATCH = 20;
const HANDLED_BATCH = 10;

/** A purchase's orders, whose tax invoices are issued and drawn: by their ids, or by the purchase's number. */
export type InvoiceJob = ({ orderIds: number[] } | { purchase: string }) & { buyer: number };

/** An authorisation whose orders are committed: what it held is taken. */
export interface CaptureJob {
  paymentId: string;
}

/** A message to an address, or to a buyer by id (their address read when it is sent, not in the buyer's request). */
export type MailJob = Omit<MailMessage, 'to'> & ({ to: string } | { toUser: number });

export interface JobQueue {
  /** Queues a message; with a transaction, it is sent only if that transaction commits. */
  mail(job: MailJob, trx?: Kysely<DB>): Promise<void>;
  /** Queues the drawing of a purchase's invoices (after its commit, or in its transaction). */
  invoices(job: InvoiceJob, trx?: Kysely<DB>): Promise<void>;
  /**
   * A placed purchase's confirmation, invoices and (when it was paid now) capture as one statement, a step for the
   * pipeline that writes the purchase (pipeline.ts): queued if and only if its transaction commits.
   */
  placing(mail: MailJob, invoices: InvoiceJob, capture: CaptureJob | null): Promise<Step<void>>;
  /** What this process does with a queue's jobs (before work()): a batch's jobs side by side, or one at a time. */
  handle(queue: typeof DOCUMENT_QUEUE, handler: (job: InvoiceJob) => Promise<void>, how?: HandleOptions): void;
  handle(queue: typeof PAYMENT_QUEUE, handler: (job: CaptureJob) => Promise<void>, how?: HandleOptions): void;
  /** A Mailer whose messages go through the queue (for services that send after their change has committed). */
  queuedMailer: Mailer;
  /** Starts taking jobs in this process: mail, and the queues given a handler. */
  work(): Promise<void>;
  /** A failed job back in the queue (the console's Send again), in the caller's transaction; false if it was not failed. */
  retry(queue: string, id: string, trx: Kysely<DB>): Promise<boolean>;
  /** This process looks for jobs now instead of at its next poll (after a transaction that queued some has committed). */
  wake(): void;
  /** Waits until no mail is waiting or running (tests that read what was sent). */
  settled(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface HandleOptions {
  /** A batch's jobs run one after another (jobs that share something scarce, such as the process's one drawing thread). */
  oneAtATime?: boolean;
}

export interface JobQueueOptions {
  database: Database;
  /** Where messages are finally sent (SMTP or the outbox file). */
  transport: Mailer;
  /** A buyer's address by id, read when their message is sent. */
  emailOf: (userId: number) => Promise<string | undefined>;
  settings: JobSettings;
  /** Jobs of a queue waiting to run now or running (repositories/jobs.ts). */
  due: (queue: string) => Promise<number>;
  onError: (error: unknown) => void;
}

export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { settings } = options;
  let stopped = false;
  const boss = new PgBoss({
    db: {
      // pg-boss marks a finished job complete without waiting for it; after stop() the database may already be closed,
      // and that late write must not become an unhandled rejection (the job, left active, is taken again once expired).
      executeSql: async (text: string, values?: unknown[]) => {
        try {
          return await options.database.executeSql(text, values);
        } catch (error) {
          // The late writes are complete and fail, whose answer pg-boss reads as a count.
          if (stopped) return { rows: [{ count: 0 }] };
          throw error;
        }
      },
    },
    schema: JOB_SCHEMA,
    // The schema is made by a migration, with the rest of the database.
    migrate: false,
    schedule: false,
    supervise: true,
    // Maintenance takes back the tries of processes that died: often enough to keep within the expiry.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(settings.expireSeconds / 2))),
  });
  boss.on('error', options.onError);
  await boss.start();
  const jobOptions = {
    retryLimit: settings.retries,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireSeconds,
  };

  const workers = new Map<string, string>();
  const handlers = new Map<string, { run: (data: object) => Promise<void>; oneAtATime: boolean }>();
  const wakeUp = (queue: string) => {
    const id = workers.get(queue);
    if (id) boss.notifyWorker(id);
  };

  /** Queues one job; this process takes it at once (others find it at their next look), or after the transaction commits. */
  async function queueJob(queue: string, data: object, trx?: Kysely<DB>): Promise<void> {
    await boss.send(queue, data, trx ? { ...jobOptions, db: sqlExecutor(trx) } : jobOptions);
    if (!trx) wakeUp(queue);
  }

  /**
   * Runs a batch's jobs side by side; each that throws is failed on its own (retried with backoff, or failed for good),
   * and pg-boss completes the rest when this returns.
   */
  async function eachOnItsOwn<T extends object>(queue: string, jobs: PgBoss.Job<T>[], run: (job: PgBoss.Job<T>) => Promise<void>) {
    const outcomes = await Promise.allSettled(jobs.map(run));
    await Promise.all(
      outcomes.map(async (outcome, i) => {
        if (outcome.status === 'fulfilled') return;
        jobFailures.inc({ queue });
        const error = outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason));
        await boss.fail(queue, jobs[i]!.id, { message: error.message });
      }),
    );
  }

  async function deliver(job: PgBoss.Job<MailJob>): Promise<void> {
    const { data } = job;
    const to = 'to' in data ? data.to : await options.emailOf(data.toUser);
    if (!to) return;
    await options.transport.send(
      { to, subject: data.subject, text: data.text },
      { id: job.id, maybeSent: (job as PgBoss.JobWithMetadata<MailJob>).retryCount > 0 },
    );
  }

  return {
    mail: (job, trx) => queueJob(MAIL_QUEUE, job, trx),
    invoices: (job, trx) => queueJob(DOCUMENT_QUEUE, job, trx),
    async placing(message, drawing, capture) {
      // One statement for every job, as pg-boss writes it; kept, not run, so that it travels with the purchase's writes.
      let insert: CompiledQuery | undefined;
      await boss.insert(
        [
          { name: MAIL_QUEUE, data: message, ...jobOptions },
          { name: DOCUMENT_QUEUE, data: drawing, ...jobOptions },
          ...(capture ? [{ name: PAYMENT_QUEUE, data: capture, ...jobOptions }] : []),
        ],
        {
          db: {
            executeSql: async (text: string, values: unknown[] = []) => {
              insert = CompiledQuery.raw(text, values);
              return { rows: [] };
            },
          },
        },
      );
      if (!insert) throw new Error('pg-boss wrote no insert for the placed jobs');
      const compiled = insert;
      return step({ compile: () => compiled }, () => undefined);
    },
    // The overloads tie each queue to its job's type; here a job is whatever its queue was given.
    handle(queue: string, handler: (job: never) => Promise<void>, how: HandleOptions = {}) {
      handlers.set(queue, { run: (data) => handler(data as never), oneAtATime: how.oneAtATime ?? false });
    },
    queuedMailer: { send: (message) => queueJob(MAIL_QUEUE, message) },
    async work() {
      workers.set(
        MAIL_QUEUE,
        await boss.work<MailJob>(
          MAIL_QUEUE,
          { includeMetadata: true, batchSize: MAIL_BATCH, pollingIntervalSeconds: 0.5 },
          async (jobs) => {
            await eachOnItsOwn(MAIL_QUEUE, jobs, deliver);
            // A full batch: there may be more, so look again at once rather than after the polling interval.
            if (jobs.length === MAIL_BATCH) wakeUp(MAIL_QUEUE);
          },
        ),
      );
      for (const [queue, { run, oneAtATime }] of handlers) {
        workers.set(
          queue,
          await boss.work<object>(queue, { batchSize: HANDLED_BATCH, pollingIntervalSeconds: 0.5 }, async (jobs) => {
            if (oneAtATime) for (const job of jobs) await eachOnItsOwn(queue, [job], (one) => run(one.data));
            else await eachOnItsOwn(queue, jobs, (one) => run(one.data));
            if (jobs.length === HANDLED_BATCH) wakeUp(queue);
          }),
        );
      }
    },
    async retry(queue, id, trx) {
      // pg-boss answers with how many it moved back to retry, though its types say nothing.
      const answer = (await boss.retry(queue, id, { db: sqlExecutor(trx) })) as unknown as { affected: number };
      return answer.affected > 0;
    },
    wake() {
      for (const queue of workers.keys()) wakeUp(queue);
    },
    async settled(timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        if ((await options.due(MAIL_QUEUE)) === 0) return;
        if (Date.now() > until) throw new Error('Mail was still waiting or being sent');
        wakeUp(MAIL_QUEUE);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
