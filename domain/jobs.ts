/** Mail no one waits for: order confirmations, cancellation, dispatch, quote and claim notices, reminders, back in stock. */
export const MAIL_QUEUE = 'mail';
/** Documents drawn ahead of their first download: a purchase's tax invoices. */
export const DOCUMENT_QUEUE = 'documents';
/** Payments captured once their orders are committed (migration 0055). */
export const PAYMENT_QUEUE = 'payments';

/** Every queue: the ones whose states /metrics reports and whose failed jobs an operator sees and tries again. */
export const QUEUES = [MAIL_QUEUE, DOCUMENT_QUEUE, PAYMENT_QUEUE] as const;
export type QueueName = (typeof QUEUES)[number];

/** Each queue's name on the console's chip. */
export const QUEUE_LABELS: Record<QueueName, string> = { mail: 'Mail', documents: 'Invoice', payments: 'Payment' };

/** The Failed jobs section: jobs the queue gave up on after its retries, tried again by an operator. */
export const JOB_MESSAGES = {
  retried: 'Queued to try again.',
  notFailed: 'This job is no longer failed: it was tried again already, or it was never failed.',
} as const;

/** What a failed job was to do, as the console and Activity name it. */
export function jobTitle(job: { queue: string; subject: string | null; orders: string | null }): string {
  const orders = job.orders ?? 'orders no longer here';
  if (job.queue === PAYMENT_QUEUE) return `Payment capture for ${orders}`;
  if (job.queue === DOCUMENT_QUEUE) return `Tax invoices for ${orders}`;
  return job.subject ?? 'A message';
}
