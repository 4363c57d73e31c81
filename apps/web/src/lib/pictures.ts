/**
 * Pictures the server keeps as covers (POST /api/programs/{id}/cover, /api/funnels/{id}/cover): PNG, JPEG, GIF or
 * WebP, 5 MB at most, as the server accepts.
 */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** What the file picker offers. */
export const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

/** Why a chosen picture is refused before a byte is sent: not an accepted image type, or too large; null when it may go. */
export function pictureProblem(
  file: { size: number; type: string },
  maxBytes = PICTURE_MAX_BYTES,
): 'type' | 'size' | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
