const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

export interface PictureChoice {
  file: File;
  previewUrl: string;
}

/** A chosen file ready to upload with its preview, or the reason it cannot be used. The server checks again. */
export function readPicture(file: File): PictureChoice | { problem: string } {
  if (!TYPES.includes(file.type)) return { problem: 'Please choose a JPEG, PNG or WebP image' };
  if (file.size > MAX_BYTES) return { problem: 'Profile picture must be 5 MB or smaller' };
  return { file, previewUrl: URL.createObjectURL(file) };
}
