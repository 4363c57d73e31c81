/** A person's profile page: /profile/{id} (spec 01 §2.3). */
export function profilePath(userId: string): string {
  return `/profile/${encodeURIComponent(userId)}`;
}

/** The form of one's own profile: /profile/{id}/edit. */
export function profileEditPath(userId: string): string {
  return `${profilePath(userId)}/edit`;
}
