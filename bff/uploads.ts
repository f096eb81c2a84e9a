import type { FileUpload } from 'graphql-upload-minimal';
import mercurius from 'mercurius';
import { MAX_PICTURE_BYTES, MAX_REVIEW_IMAGES } from '../domain/shopping.js';

const { ErrorWithProps } = mercurius;

/**
 * Limits of a multipart GraphQL request: review photos are the most files (SPEC §9: 5). The parser stops one byte past
 * the limit and truncates silently, so readUpload refuses what reaches that byte.
 */
export const UPLOAD_LIMITS = { maxFileSize: MAX_PICTURE_BYTES + 1, maxFiles: MAX_REVIEW_IMAGES, maxFieldSize: 100_000 } as const;

const tooLarge = () => new ErrorWithProps('Each picture must be 5 MB or smaller.', { code: 'PAYLOAD_TOO_LARGE', status: 413 }, 413);

/** Reads an uploaded file into memory (it is at most MAX_PICTURE_BYTES), to forward it to the REST backend. */
export async function readUpload(upload: Promise<FileUpload> | FileUpload): Promise<{ blob: Blob; fileName: string }> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_PICTURE_BYTES) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch {
    throw tooLarge();
  }
  return { blob: new Blob([Buffer.concat(chunks)], { type: file.mimetype }), fileName: file.filename || 'picture' };
}
