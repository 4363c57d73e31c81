import type { FieldError } from '@cohort/shared';
import { useState } from 'react';
import type { CustomFieldEntityKind } from '../utils/entity-kinds.ts';
import {
  type EditedField,
  type FieldErrorPath,
  type FieldFormValues,
  fieldFormProblems,
  fieldFormValues,
  placeServerErrors,
} from '../utils/field-form.ts';
import type { OptionValues } from '../utils/field-options.ts';
import { useFieldProblemMessage } from './use-field-problem-message.ts';

type SimpleField = 'label' | 'description' | 'type' | 'currency';

/**
 * The state of the field form: its values, the client's checks shown once a place is changed or the form submitted
 * (spec 01 §5), and the server's field messages shown where they belong until that place changes.
 */
export function useFieldForm(kind: CustomFieldEntityKind, field: EditedField | null) {
  const messages = useFieldProblemMessage();
  const [values, setValues] = useState<FieldFormValues>(() => fieldFormValues(field));
  const [touched, setTouched] = useState<ReadonlySet<FieldErrorPath>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldErrorPath, string>>>({});
  const problems = fieldFormProblems(kind, values);

  /** The message shown at a place of the form: the client's once changed or submitted, else the server's. */
  const errorAt = (path: FieldErrorPath): string | undefined => {
    const client = submitted || touched.has(path) ? messages.problem(problems[path]) : null;
    return client ?? messages.server(serverErrors[path]) ?? undefined;
  };
  /**
   * A place of the form was changed: its client message may show from now on, and the server's goes. Leaving a field
   * untouched shows nothing: a message appearing on blur would move the next input away from the pointer.
   */
  const changed = (path: FieldErrorPath) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
    setServerErrors((current) => {
      if (!current[path]) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  };

  const setField = <K extends SimpleField>(name: K, value: FieldFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    changed(name);
  };
  /** Adds, removes or moves options: the list's message goes. */
  const setOptions = (change: (options: readonly OptionValues[]) => OptionValues[]) => {
    setValues((current) => ({ ...current, options: change(current.options) }));
    changed('options');
  };

  /** Shows every client message; true when there are none and the form may be sent. */
  const validate = (): boolean => {
    setSubmitted(true);
    return Object.keys(problems).length === 0;
  };

  /** Puts the server's field messages under their inputs; answers the messages no input fits. */
  const showServerErrors = (fields: readonly FieldError[]): string[] => {
    const { placed, unplaced } = placeServerErrors(fields, values.options);
    setServerErrors(placed);
    return unplaced.map((message) => messages.server(message) ?? message);
  };

  return { values, errorAt, changed, setField, setOptions, validate, showServerErrors };
}

export type FieldForm = ReturnType<typeof useFieldForm>;
