import { isHiddenProfileForm, type ProfileFormKind, profileFormEntityKind, profileFormKindOf } from '@cohort/shared';

const FORM_PAGE_PATHS: Record<ProfileFormKind, string> = {
  startup_profile: '/startups/profile',
  startup_profile_private: '/startups/profile-private',
  user_profile: '/community/people/profile',
  user_profile_private: '/community/people/profile-private',
};

/** The page that lists a profile form's fields (spec 01 §2.3): /startups/profile(-private), /community/people/profile(-private). */
export function profileFormPagePath(kind: ProfileFormKind): string {
  return FORM_PAGE_PATHS[kind];
}

/** The other form of the same profile: visible ↔ hidden. A field sits on one of the two at most. */
export function siblingFormKind(kind: ProfileFormKind): ProfileFormKind {
  return profileFormKindOf(profileFormEntityKind(kind), !isHiddenProfileForm(kind));
}

/** The full-screen builder of a form (spec 01 §2.5). */
export function profileBuilderPath(formId: string): string {
  return `/profiles/${encodeURIComponent(formId)}/builder`;
}

/** The custom fields page, opened on one kind of profile. */
export function customFieldsPath(entityKind?: 'startup' | 'user'): string {
  return entityKind ? `/fields/customs?kind=${entityKind}` : '/fields/customs';
}
