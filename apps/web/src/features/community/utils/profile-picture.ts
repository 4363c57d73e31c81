/** Profile pictures (POST /api/users/file): PNG, JPEG, GIF or WebP, 5 MB at most; checked before a byte is sent. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** What the file picker offers. */
export const PROFILE_PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');

export type ProfilePictureKind = 'avatar' | 'cover';

/** Why a chosen picture is refused before sending: not an accepted image type, or too large; null when it may go. */
export function profilePictureProblem(
  file: { size: number; type: string },
  maxBytes = PROFILE_PICTURE_MAX_BYTES,
): 'type' | 'size' | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
