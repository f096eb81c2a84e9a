import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { storageClient, type ObjectStorage } from './s3-photos.js';

/** Drawn documents (tax invoices, credit notes) as objects, each under the hash of its bytes. */
export interface DocumentObjects {
  /** Stores the bytes and answers their key, `documents/<sha256>.pdf` (the same bytes, the same key). */
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/**
 * Documents in S3-compatible object storage. A document is a legal record that never changes once issued, and its
 * key names its content, so an object is never rewritten: it may be cached for a year (privately: a buyer's invoice
 * is served only to them, by the app).
 */
export function objectStorageDocuments(storage: ObjectStorage, client = storageClient(storage)): DocumentObjects {
  return {
    async put(bytes) {
      const key = `documents/${createHash('sha256').update(bytes).digest('hex')}.pdf`;
      await client.send(
        new PutObjectCommand({
          Bucket: storage.bucket,
          Key: key,
          Body: bytes,
          ContentType: 'application/pdf',
          CacheControl: 'private, max-age=31536000, immutable',
        }),
      );
      return key;
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: key })).catch(() => {});
    },
  };
}

/**
 * Keeps a drawn document: its bytes stored, then its key kept by `keep` unless another process kept one first; then
 * the object this one stored is removed (unless it is the same) and the kept one is answered.
 */
export async function keepDocument(objects: DocumentObjects, bytes: Buffer, keep: (key: string) => Promise<string>): Promise<Buffer> {
  const key = await objects.put(bytes);
  const kept = await keep(key);
  if (kept === key) return bytes;
  await objects.remove(key);
  return (await objects.get(kept)) ?? bytes;
}
