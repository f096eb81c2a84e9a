import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../api/db/database.js';
import { stockedFabric } from '../support/bff-buyer.js';
import { SURAT_ADDRESS } from '../support/buyers.js';
import { copyOfTemplate } from '../support/fresh-postgres.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';

const templateUrl = inject('postgresTemplateUrl');
const BUYERS = 50;

async function call<T>(server: SpawnedServer, token: string | null, method: string, route: string, body?: object) {
  const response = await fetch(`${server.url}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A buyer signed up with an address and `metres` of the fabric in their cart, ready to place an order. */
async function readyBuyer(server: SpawnedServer, n: number, fabric: { productId: string; color: string }): Promise<string> {
  const email = `crash.${n}.${Date.now()}@mill.example.in`;
  const { body: code } = await call<{ otp: string; challenge: string }>(server, null, 'POST', '/user/signup', { email });
  const { body: signedIn } = await call<{ token: string }>(server, null, 'POST', '/user/verifyOtp', {
    type: 'signin',
    email,
    otp: code.otp,
    challenge: code.challenge,
    name: 'Meera Mills',
    phone: '9123456780',
    password: 'Linen#2026',
  });
  const steps = [
    await call(server, signedIn.token, 'POST', '/address', SURAT_ADDRESS),
    await call(server, signedIn.token, 'POST', '/user/add-to-cart', { ...fabric, quantity: 2 }),
  ];
  expect(
    steps.map((step) => step.status),
    JSON.stringify(steps.map((step) => step.body)),
  ).toEqual([200, 200]);
  return signedIn.token;
}

interface OutboxLine {
  to: string;
  subject: string;
  jobId?: string;
}

// Place Order queues its confirmation in the order's own transaction; a worker sends it. The server is killed (kill -9)
// while 50 orders are being placed and their mail sent, then started again on the same database and outbox.
describe('the job queue through a crash', { timeout: 180_000 }, () => {
  it.runIf(templateUrl)(
    'kill -9 during 50 orders: afterwards every placed purchase has had its confirmation sent exactly once (and no other purchase), and its invoice drawn',
    async () => {
      const databaseUrl = await copyOfTemplate(templateUrl);
      const database = await openDatabase({ databaseUrl });
      const fabric = await stockedFabric(database, 100_000, 20_000);
      await database.close();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fabric-crash-'));
      const env = {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        OTP_IN_RESPONSE: 'true',
        SCRYPT_COST: '1024',
        REQUESTS_PER_ADDRESS: '1000000',
        JOB_EXPIRE_SECONDS: '2',
        JOB_RETRY_DELAY_SECONDS: '1',
      };
      const first = await spawnServer(env);
      let second: SpawnedServer | undefined;
      try {
        const tokens = await Promise.all(Array.from({ length: BUYERS }, (_, n) => readyBuyer(first, n, fabric)));
        const orders = tokens.map((token) =>
          call(first, token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' }).catch(() => ({ status: 0, body: {} })),
        );
        // Killed once some orders are answered and others are still on their way.
        await Promise.race([Promise.all(orders.slice(0, 10)), new Promise((resolve) => setTimeout(resolve, 3_000))]);
        first.child.kill('SIGKILL');
        await first.exited;
        const answered = (await Promise.all(orders)).filter((answer) => answer.status === 200).length;

        second = await spawnServer(env);
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const placed = async () =>
            (await client.query<{ purchase_id: string }>(`SELECT DISTINCT purchase_number AS purchase_id FROM orders`)).rows.map(
              (row) => row.purchase_id,
            );
          const waiting = async () =>
            (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs.job WHERE state < 'completed'`)).rows[0]!.n;
          await expect.poll(waiting, { timeout: 60_000, interval: 250 }).toBe(0);
          const purchases = await placed();
          expect(answered).toBeGreaterThan(0);
          expect(purchases.length).toBeGreaterThanOrEqual(answered);
          const outbox = (await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8'))
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as OutboxLine)
            .filter((line) => line.subject.startsWith('FabricMart order confirmation'));
          const confirmed = outbox.map((line) => /\(purchase (P[0-9A-F]+)\)$/.exec(line.subject)![1]!);
          expect(confirmed.toSorted()).toEqual(purchases.toSorted());
          expect(new Set(outbox.map((line) => line.jobId)).size).toBe(outbox.length);
          // And every purchase's tax invoice was drawn and kept by the queue, ahead of its first download.
          const invoices = await client.query<{ drawn: number; all: number }>(
            `SELECT count(d.pdf)::int AS drawn, count(*)::int AS all FROM invoice_documents d JOIN orders o ON o.id = d.order_id`,
          );
          expect(invoices.rows[0]).toEqual({ drawn: purchases.length, all: purchases.length });
        } finally {
          await client.end();
        }
      } finally {
        await first.stop();
        await second?.stop();
      }
    },
  );
});
