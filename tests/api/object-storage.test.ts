import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.js';
import { storageClient, type ObjectStorage } from '../../api/s3-photos.js';
import { buildServer } from '../../server/app.js';
import { testDatabases } from '../support/databases.js';
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
