import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from './db/types.js';
import { UPLOAD_FILE_PATTERN, type ImageExtension as Extension } from './uploads.js';
export const UPLOADED = '/api/uploads/';
export const FILE_NAME = new RegExp(UPLOAD_FILE_PATTERN);

/**
 * Where uploaded photos live (reviews, profile pictures, the console's fabric photos). On PostgreSQL they are kept in
 * the database, so that every process and machine serves what any of them stored; the embedded default
 * keeps files in DATA_DIR/uploads.
 */
export interface PhotoStore {
  /** Keeps the bytes under a new random name; returns the public path and how to take them back. */
  put(bytes: Buffer, extension: Extension): Promise<{ url: string; remove: () => Promise<void> }>;
  /** The bytes of a photo by its file name, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** Deletes a photo by its public path (`/api/uploads/<name>`); anything else is left alone. */
  remove(url: string | null): Promise<void>;
}

/** A new random name for a photo: never reused, so it may be cached for ever. */
export const newName = (extension: Extension) => `${randomBytes(16).toString('hex')}.${extension}`;
/** The file name in a photo's public path, or null for anything else. */
export const nameOf = (url: string | null) => {
  const name = url?.startsWith(UPLOADED) ? url.slice(UPLOADED.length) : null;
  return name && FILE_NAME.test(name) ? name : null;
};

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export function folderPhotos(dataDir: string): PhotoStore {
  const dir = uploadsDir(dataDir);
  const unlinkQuietly = (name: string) => unlink(path.join(dir, name)).catch(() => {});
  return {
    async put(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const name = newName(extension);
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return { url: `${UPLOADED}${name}`, remove: () => unlinkQuietly(name) };
    },
    read: (name) => (FILE_NAME.test(name) ? readFile(path.join(dir, name)).catch(() => null) : Promise.resolve(null)),
    async remove(url) {
      const name = nameOf(url);
      if (name) await unlinkQuietly(name);
    },
  };
}

export function databasePhotos(db: Kysely<DB>): PhotoStore {
  const deleteQuietly = (name: string) =>
    db
      .deleteFrom('photos')
      .where('name', '=', name)
      .execute()
      .then(() => {})
      .catch(() => {});
  return {
    async put(bytes, extension) {
      const name = newName(extension);
      await db.insertInto('photos').values({ name, bytes }).execute();
      return { url: `${UPLOADED}${name}`, remove: () => deleteQuietly(name) };
    },
    async read(name) {
      if (!FILE_NAME.test(name)) return null;
      const row = await db.selectFrom('photos').select('bytes').where('name', '=', name).executeTakeFirst();
      return row ? Buffer.from(row.bytes) : null;
    },
    async remove(url) {
      const name = nameOf(url);
      if (name) await deleteQuietly(name);
    },
  };
}
