import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.js';
import { storageClient, type ObjectStorage } from '../../api/s3-photos.js';
import { buildServer } from '../../server/app.js';
import { testDatabases } from '../support/databases.js';
import { shoppers } from '../support/buyers.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { TINY_PNG } from '../support/multipart.js';
import { saveProfilePicture, signedUpBuyer } from '../support/profile-picture.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const BUCKET = 'fabric-photos';
let s3: S3rver;
let storage: ObjectStorage;

beforeAll(async () => {
  // s3rver's own credentials, read by the AWS SDK as it would read a real key.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 'fabric-s3-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  storage = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET };
});
afterAll(async () => {
  await s3?.close();
});

describe.each(testDatabases())('photos in object storage (S3_ENDPOINT, S3_BUCKET) on $name', (testDatabase) => {
  it('keeps an uploaded photo in the bucket, serves it back with long-lived cache headers, and deletes the one it replaces', async () => {
    const database = await testDatabase.open();
    const app = await buildServer({ database, auth: testAuthConfig(), dataDir: tempDataDir(), objectStorage: storage });
    const client = storageClient(storage);
    try {
      const token = await signedUpBuyer(app, 'bucket');
      const save = () => saveProfilePicture(app, token);
      const first = await save();
      const name = first.split('/').pop()!;
      const kept = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `photos/${name}` }));
      expect(Buffer.from(await kept.Body!.transformToByteArray()).equals(TINY_PNG)).toBe(true);
      expect(kept.ContentType).toBe('image/png');

      const served = await app.inject({ url: first });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ url: '/api/uploads/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(404);

      await save();
      await expect(client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `photos/${name}` }))).rejects.toThrow();
      expect((await app.inject({ url: first })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.each(testDatabases())('documents in object storage on $name', (testDatabase) => {
  it('keeps a drawn invoice and a credit note under the hash of their bytes, once, and serves them from there', async () => {
    const database = await testDatabase.open();
    const app = await buildServer({
      database,
      auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }),
      dataDir: tempDataDir(),
      objectStorage: storage,
    });
    const client = storageClient(storage);
    const stored = async (key: string) =>
      Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray());
    try {
      const shop = shoppers({ app, database });
      const token = await shop.buyer();
      await shop.addAddress(token);
      await shop.addToCart(token, await shop.colour(10), 3);
      const order = (await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders[0]!;
      // Two first downloads at once: one copy is kept, and both are it.
      const [first, second] = await Promise.all([0, 1].map(() => shop.call(token, 'GET', `/order/${order._id}/invoice.pdf`)));
      expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
      expect(first!.rawPayload.equals(second!.rawPayload)).toBe(true);
      const { rows } = await sql<{ pdf: Buffer | null; pdf_object: string | null }>`
        SELECT pdf, pdf_object FROM invoice_documents WHERE order_id = ${Number(order._id)}`.execute(database.db);
      const hash = createHash('sha256').update(first!.rawPayload).digest('hex');
      expect(rows).toEqual([{ pdf: null, pdf_object: `documents/${hash}.pdf` }]);
      expect((await stored(`documents/${hash}.pdf`)).equals(first!.rawPayload)).toBe(true);
      expect((await shop.call(token, 'GET', `/order/${order._id}/invoice.pdf`)).rawPayload.equals(first!.rawPayload)).toBe(true);

      const cancelled = await shop.call(token, 'PATCH', `/order/cancel/${order._id}`, { status: 'Cancelled', message: 'Wrong shade' });
      const noteId = cancelled.json<{ data: RestOrder }>().data.creditNoteId!;
      const note = await shop.call(token, 'GET', `/credit-note/${noteId}.pdf`);
      expect(note.statusCode).toBe(200);
      const noteHash = createHash('sha256').update(note.rawPayload).digest('hex');
      const { rows: notes } = await sql<{ pdf: Buffer | null; pdf_object: string | null }>`
        SELECT pdf, pdf_object FROM credit_notes WHERE id = ${Number(noteId)}`.execute(database.db);
      expect(notes).toEqual([{ pdf: null, pdf_object: `documents/${noteHash}.pdf` }]);
      expect((await stored(`documents/${noteHash}.pdf`)).equals(note.rawPayload)).toBe(true);
      expect((await shop.call(token, 'GET', `/credit-note/${noteId}.pdf`)).rawPayload.equals(note.rawPayload)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('S3_ENDPOINT and S3_BUCKET', () => {
  it('are both needed, or neither', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('Object storage needs both S3_ENDPOINT and S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'photos' })).toThrow('Object storage needs both S3_ENDPOINT and S3_BUCKET');
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'photos' }).objectStorage).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'photos',
    });
  });
});
