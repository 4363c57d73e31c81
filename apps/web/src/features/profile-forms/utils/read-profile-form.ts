import type { ProfileFormKind } from '@cohort/shared';
import { readFragment } from '../../../lib/graphql.ts';
import {
  type FormFieldData,
  FormFieldFragment,
  type ProfileFormData,
  ProfileFormFieldsFragment,
} from '../graphql/profile-form-fields.fragment.ts';
import type { BuilderField, BuilderItem } from './builder-state.ts';

/** A profile form as the pages use it: its kind and its fields in order. */
export interface ProfileFormView {
  _id: string;
  kind: ProfileFormKind;
  entityKind: 'startup' | 'user';
  hidden: boolean;
  items: { field: BuilderField; required: boolean }[];
}

export function readFormField(data: FormFieldData): BuilderField {
  const field = readFragment(FormFieldFragment, data);
  return {
    _id: field._id,
    label: field.label,
    description: field.description ?? null,
    type: field.type,
    formKind: field.formKind ?? null,
  };
}

export function readProfileForm(data: ProfileFormData): ProfileFormView {
  const form = readFragment(ProfileFormFieldsFragment, data);
  return {
    _id: form._id,
    kind: form.kind,
    entityKind: form.entityKind,
    hidden: form.hidden,
    items: form.items.map((item) => ({ field: readFormField(item.field), required: item.required })),
  };
}

/** The builder's starting point: the form's fields in order with their required flags. */
export function builderItemsOf(form: ProfileFormView): BuilderItem[] {
  return form.items.map((item) => ({ fieldId: item.field._id, required: item.required }));
}
