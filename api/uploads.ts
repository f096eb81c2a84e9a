import { imageSize } from 'image-size';

export const UPLOAD_FILE_PATTERN = '^[a-f0-9]{32}\\.(jpg|png|webp)$';
export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;
type Extension = ImageExtension;

/** The image type by its first bytes, whatever the file name or declared type says. */
export function imageExtension(bytes: Buffer): Extension | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * A picture costs every visitor's browser about 4 bytes a pixel to show, however small its file: a 31 KB PNG can
 * claim 16,000 × 16,000 pixels (1 GB). Sides and area are read from the file's header, never by decoding it.
 */
export const MAX_IMAGE_SIDE = 6000;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Why these bytes cannot be an uploaded picture (type by magic bytes, sides and area from the header), or null. */
export function imageProblem(bytes: Buffer): 'type' | string | null {
  const extension = imageExtension(bytes);
  if (!extension) return 'type';
  let size: { width?: number; height?: number };
  try {
    // A copy of exactly the file's length: image-size reads through the whole underlying memory, and a small Buffer
    // shares Node's pool with others, so a truncated header would be read from whatever lies after it.
    size = imageSize(new Uint8Array(bytes));
  } catch {
    return 'The picture could not be read: its file is damaged or incomplete.';
  }
  const { width = 0, height = 0 } = size;
  if (width < 1 || height < 1) return 'The picture could not be read: it has no size.';
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return `Pictures may be at most ${MAX_IMAGE_SIDE.toLocaleString('en-IN')} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; this one is ${width.toLocaleString('en-IN')} × ${height.toLocaleString('en-IN')}.`;
  }
  return null;
}
