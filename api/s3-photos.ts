import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMAGE_TYPES } from './uploads.js';
import { FILE_NAME, nameOf, newName, UPLOADED, type PhotoStore } from './photo-store.js';

/** S3-compatible object storage (S3_ENDPOINT, S3_BUCKET; the AWS SDK reads AWS_ACCESS_KEY_ID and the rest itself). */
export interface ObjectStorage {
  endpoint: string;
  bucket: string;
}

/**
 * Photos in object storage, under `photos/<name>`: every machine serves what any of them stored, without the database
 * holding the bytes. Names are random and never reused, so a CDN may keep them for ever.
 */
export function objectStoragePhotos(storage: ObjectStorage, client = storageClient(storage)): PhotoStore {
  const key = (name: string) => `photos/${name}`;
  const deleteQuietly = (name: string) =>
    client
      .send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: key(name) }))
      .then(() => {})
      .catch(() => {});
  return {
    async put(bytes, extension) {
      const name = newName(extension);
      await client.send(
        new PutObjectCommand({
          Bucket: storage.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: IMAGE_TYPES[extension],
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return { url: `${UPLOADED}${name}`, remove: () => deleteQuietly(name) };
    },
    async read(name) {
      if (!FILE_NAME.test(name)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key(name) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(url) {
      const name = nameOf(url);
      if (name) await deleteQuietly(name);
    },
  };
}

/** A client for the endpoint; path-style addressing, which S3-compatible stores (MinIO, s3rver) expect. */
export const storageClient = (storage: ObjectStorage) =>
  new S3Client({ endpoint: storage.endpoint, forcePathStyle: true, region: process.env.AWS_REGION || 'ap-south-1' });
