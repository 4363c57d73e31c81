import { FORM_KINDS, type FormKind, PROFILE_KINDS } from '@cohort/shared';

export const FORM_AUDIENCES = ['NONE', 'MEMBERS', 'PUBLIC'] as const;
export type FormAudience = (typeof FORM_AUDIENCES)[number];

/**
 * The kinds a new form may take here: profile forms are made and kept by the profile builder (one each per
 * organisation), so the forms list does not create them.
 */
export const CREATABLE_FORM_KINDS: readonly FormKind[] = FORM_KINDS.filter((kind) => !PROFILE_KINDS.includes(kind));
