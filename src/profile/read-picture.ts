const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

export interface PictureChoice {
  base64: string;
  fileName: string;
  previewUrl: string;
}

/** A chosen file as base64 for the upload, or the reason it cannot be used. The server checks again. */
export async function readPicture(file: File): Promise<PictureChoice | { problem: string }> {
  if (!TYPES.includes(file.type)) return { problem: 'Please choose a JPEG, PNG or WebP image' };
  if (file.size > MAX_BYTES) return { problem: 'Profile picture must be 5 MB or smaller' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(binary), fileName: file.name, previewUrl: URL.createObjectURL(file) };
}
