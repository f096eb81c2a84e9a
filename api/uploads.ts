import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOAD_FILE_PATTERN = '^[a-f0-9]{32}\\.(jpg|png|webp)$';
export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Extension = keyof typeof IMAGE_TYPES;

/** The image type by its first bytes, whatever the file name or declared type says. */
export function imageExtension(bytes: Buffer): Extension | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Stores an image under a generated name and returns its public path. */
export async function storeImage(dataDir: string, bytes: Buffer, extension: Extension): Promise<{ url: string; remove: () => Promise<void> }> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  const file = path.join(dir, name);
  await writeFile(file, bytes, { flag: 'wx' });
  return { url: `/api/uploads/${name}`, remove: () => unlink(file).catch(() => {}) };
}

/** Deletes an upload by its public path (`/api/uploads/<name>`); anything else is left alone. */
export async function removeUpload(dataDir: string, url: string | null): Promise<void> {
  const name = url?.startsWith('/api/uploads/') ? url.slice('/api/uploads/'.length) : null;
  if (!name || !new RegExp(UPLOAD_FILE_PATTERN).test(name)) return;
  await unlink(path.join(uploadsDir(dataDir), name)).catch(() => {});
}
