import { isHiddenProfileForm, type ProfileFormKind } from '@cohort/shared';

/** Where a custom field is asked: on the visible profile form, on the hidden (staff-only) one, or on none. */
export type FieldPlacement = 'visible' | 'hidden' | 'none';

/** The editor of each profile form (spec 01 §2.3). */
export const PROFILE_FORM_PATHS: Readonly<Record<ProfileFormKind, string>> = {
  startup_profile: '/startups/profile',
  startup_profile_private: '/startups/profile-private',
  user_profile: '/community/people/profile',
  user_profile_private: '/community/people/profile-private',
};

/** The form a field sits on, and the page that edits that form (none when the field is on no form). */
export function fieldUsage(formKind: ProfileFormKind | null | undefined): {
  placement: FieldPlacement;
  path: string | null;
} {
  if (!formKind) return { placement: 'none', path: null };
  return { placement: isHiddenProfileForm(formKind) ? 'hidden' : 'visible', path: PROFILE_FORM_PATHS[formKind] };
}

/** The first options of a field shown as badges, and how many more there are ("+3"). */
export function visibleOptions<T>(options: readonly T[], max: number): { shown: T[]; more: number } {
  const shown = options.slice(0, Math.max(0, max));
  return { shown, more: options.length - shown.length };
}

/** How to word a number of answers: none, one, or a number of them. */
export function answerWording(count: number): 'none' | 'one' | 'many' {
  if (count <= 0) return 'none';
  return count === 1 ? 'one' : 'many';
}
