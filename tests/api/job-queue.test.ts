import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from '../../api/auth/mailer.js';
import { confirmationEmail } from '../../api/checkout/order-emails.js';
import { simulatedPayments } from '../../api/checkout/payment.js';
import { jobSchemaMigration } from '../../api/jobs/job-schema.js';
import { failedPage } from '../../api/repositories/jobs.js';
import { JOB_MESSAGES, QUEUES } from '../../domain/jobs.js';
import { shopLinks } from '../../domain/links.js';
import type { AdminFailedJob } from '../../domain/rest/admin.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { planOf } from '../support/plan-of.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'mail.desk@fabricmart.example.in';

describe.each(testDatabases())('the mail queue on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  // The mail server: answers at once, or holds every message until let go, or refuses some addresses.
  let holding: Promise<void> | null = null;
  const refused = new Set<string>();
  // The payment gateway: captures, or does not answer while it is down.
  const gateway = { down: false };
  const simulated = simulatedPayments();
  const api = withApiApp(testDatabase, {
    payments: {
      ...simulated,
      async capture(paymentId) {
        if (gateway.down) throw new Error('the gateway did not answer');
        await simulated.capture(paymentId);
      },
    },
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    jobs: { retries: 1, retryDelaySeconds: 1, expireSeconds: 30 },
    mailer: {
      async send(message) {
        if (holding) await holding;
        if (refused.has(message.to)) throw new Error(`550 Mailbox unavailable: ${message.to}`);
        sent.push(message);
      },
    },
  });
  const shop = shoppers(api);
  const { call } = shop;
  const emailOf = async (token: string) => (await call(token, 'GET', '/user/me')).json<{ data: { email: string } }>().data.email;
  const orderMail = (email: string) => sent.filter((message) => message.to === email && message.subject.startsWith('FabricMart order'));
  const readyBuyer = async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    await shop.addToCart(token, await shop.colour(10), 2);
    return { token, email: await emailOf(token) };
  };

  it('Place Order answers while the mail server hangs; the confirmation is sent once it answers, once', async () => {
    const { token, email } = await readyBuyer();
    let letGo = () => {};
    holding = new Promise((resolve) => (letGo = resolve));
    let answer: BuyAnswer;
    try {
      const placed = await call(token, 'POST', '/buy', {
        paymentMethod: 'Cash on Delivery',
        poNumber: 'PO-4471',
        shipping: { _id: 'express' },
      });
      expect(placed.statusCode).toBe(200);
      answer = placed.json<BuyAnswer>();
      expect(orderMail(email)).toEqual([]);
    } finally {
      holding = null;
      letGo();
    }
    await api.app.jobs.settled();
    const mails = orderMail(email);
    expect(mails.map((message) => message.subject)).toEqual([expect.stringMatching(/^FabricMart order confirmation /)]);
    // Written before the orders were (in the same exchange): it says what the answer and Order History say.
    expect(mails[0]).toMatchObject(confirmationEmail(email, answer, shopLinks('http://localhost:3000').orders()));
    expect(mails[0]!.text).toContain('Your PO number: PO-4471');
  });

  it('a refused Place Order queues nothing', async () => {
    const { token, email } = await readyBuyer();
    const refusedOrder = await call(token, 'POST', '/buy', {
      paymentMethod: 'Card',
      card: { number: '4000 0000 0000 0002', expiry: '12/39', cvv: '123', name: 'A B' },
    });
    expect(refusedOrder.statusCode).toBeGreaterThanOrEqual(400);
    await api.app.jobs.settled();
    expect(orderMail(email)).toEqual([]);
  });

  let operatorToken: Promise<string> | undefined;
  const operatorOf = () => (operatorToken ??= shop.buyer(OPERATOR));
  const failedJobs = async (operator: string) =>
    (await call(operator, 'GET', '/admin/jobs?page=1&limit=20')).json<{ data: AdminFailedJob[] }>().data;

  it('a message the mail server keeps refusing is tried again, then listed under Failed jobs with why; Send again sends it once', async () => {
    const operator = await operatorOf();
    const { token, email } = await readyBuyer();
    refused.add(email);
    const placed = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    const failedMail = async () => (await failedJobs(operator)).find((job) => job.queue === 'mail' && job.to === email);
    // One try and one retry (JOB_RETRIES=1), a second or two apart.
    await expect.poll(failedMail, { timeout: 20_000, interval: 200 }).toMatchObject({
      subject: expect.stringContaining(`(purchase ${placed.purchaseId})`),
      error: `550 Mailbox unavailable: ${email}`,
      tries: 2,
    });
    const failed = (await failedMail())!;
    expect((await call(token, 'POST', `/admin/jobs/${failed._id}/retry`)).statusCode).toBe(403);

    refused.delete(email);
    const retried = await call(operator, 'POST', `/admin/jobs/${failed._id}/retry`);
    expect(retried.json()).toEqual({ msg: JOB_MESSAGES.retried });
    const again = await call(operator, 'POST', `/admin/jobs/${failed._id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JOB_MESSAGES.notFailed);
    await api.app.jobs.settled();
    expect(orderMail(email)).toHaveLength(1);
    expect(await failedMail()).toBeUndefined();
    const activity = (await call(operator, 'GET', '/admin/activity?page=1&limit=20')).json<{ data: { kind: string; summary: string }[] }>()
      .data;
    expect(activity.find((entry) => entry.kind === 'mail.retry')?.summary).toBe(`Sent again: ${failed.subject} to ${email}`);
    expect((await call(operator, 'POST', '/admin/jobs/not-a-job/retry')).statusCode).toBe(400);
  });

  it('a capture the gateway keeps failing is listed with its orders and buyer; Try again captures it once', async () => {
    const operator = await operatorOf();
    const { token, email } = await readyBuyer();
    gateway.down = true;
    const answer = await call(token, 'POST', '/buy', {
      paymentMethod: 'Credit Card',
      card: { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Asha Patel' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const orderNumber = answer.json<BuyAnswer>().orders[0]!.orderId;
    const failedCapture = async () => (await failedJobs(operator)).find((job) => job.queue === 'payments' && job.to === email);
    await expect.poll(failedCapture, { timeout: 20_000, interval: 200 }).toMatchObject({
      orders: orderNumber,
      error: 'the gateway did not answer',
      tries: 2,
    });
    const captured = async () =>
      (
        await api.database.executeSql('SELECT payment_captured_at IS NOT NULL AS captured FROM orders WHERE order_number = $1', [
          orderNumber,
        ])
      ).rows[0];
    expect(await captured()).toEqual({ captured: false });

    gateway.down = false;
    const failed = (await failedCapture())!;
    expect((await call(operator, 'POST', `/admin/jobs/${failed._id}/retry`)).json()).toEqual({ msg: JOB_MESSAGES.retried });
    await expect.poll(captured, { timeout: 10_000, interval: 100 }).toEqual({ captured: true });
    expect(await failedCapture()).toBeUndefined();
    const activity = (await call(operator, 'GET', '/admin/activity?page=1&limit=20')).json<{ data: { kind: string; summary: string }[] }>()
      .data;
    expect(activity.find((entry) => entry.kind === 'job.retry')?.summary).toBe(`Tried again: Payment capture for ${orderNumber}`);
  });
});

describe('the job queue’s schema', () => {
  it('migration 0051 is what the installed pg-boss makes (npm run job-schema writes it again after an upgrade)', async () => {
    const migration = await readFile(new URL('../../api/db/migrations/0051_job_queue.sql', import.meta.url), 'utf8');
    expect(migration).toBe(jobSchemaMigration());
  });
});

describe.each(testDatabases().filter((testDatabase) => testDatabase.name === 'PostgreSQL'))(
  'the Failed jobs list on $name',
  (testDatabase) => {
    it('is read from an index, newest first, not by reading every job the queues kept', async () => {
      const database = await testDatabase.open();
      try {
        // Few jobs fit in a page, where a scan is cheapest; with scans priced out the plan shows whether an index serves it.
        const lines = await planOf(database.db, failedPage(QUEUES, 3, 20).compile(database.db), { seqScansOff: true });
        // Each queue's partition has its part of job_failed_idx, named after the partition.
        expect(lines).toMatch(/Merge Append[\s\S]*Index Scan using \w+_completed_on_id_idx/);
        expect(lines).not.toMatch(/Seq Scan|\bSort\s+\(cost/);
      } finally {
        await database.close();
      }
    });
  },
);

describe('the outbox file', () => {
  it('a message tried again after a crash is written once: the retry finds the first try’s line by its job id', async () => {
    const dataDir = tempDataDir();
    const mailer = createMailer({ smtpUrl: undefined, from: 'orders@fabricmart.example.in', dataDir });
    const message = { to: 'asha@mill.example.in', subject: 'FabricMart order confirmation', text: 'Thank you.' };
    const id = '5f0c3f9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
    await mailer.send(message, { id, maybeSent: false });
    await mailer.send(message, { id, maybeSent: true });
    await mailer.send(message, { id: '6f0c3f9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', maybeSent: true });
    const lines = (await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8')).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { jobId: string }).jobId)).toEqual([id, '6f0c3f9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f']);
  });
});
