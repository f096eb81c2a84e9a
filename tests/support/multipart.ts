import { crc32, deflateSync } from 'node:zlib';
/** A multipart/form-data body and its content type, as a browser would send the FormData. */
export async function multipartBody(fields: Record<string, string>, file?: { field: string; bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** A valid 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A real PNG of `width` × `height` black-and-white pixels, all white: tiny on disk (16,000 × 16,000 is about 31 KB)
 * but a gigabyte for the browser that draws it.
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A claim's multipart body: a defect over `metres`, the uncut rule kept, one photo. */
export const claimForm = (metres: number) =>
  multipartBody(
    { kind: 'Defect', metres: String(metres), note: 'Holes in the roll', uncut: 'true' },
    { field: 'photos', bytes: TINY_PNG, name: 'photo.png', type: 'image/png' },
  );
