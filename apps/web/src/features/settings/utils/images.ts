/** Images an organisation may upload (logos, login background): PNG, JPEG, WebP or SVG, at most 512 KB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const MAX_IMAGE_BYTES = 512 * 1024;
export const MAX_IMAGE_LABEL = '512 KB';

export type ImageProblem = 'notImage' | 'tooLarge';

/** Why a chosen file cannot be used, or null when it can. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

/** Reads a file as a data URL ('data:image/png;base64,…'), the form the server takes images in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The file could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
