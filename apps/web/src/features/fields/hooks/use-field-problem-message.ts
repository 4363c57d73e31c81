import { CUSTOM_FIELD_LIMITS } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { type FieldFormProblem, problemOfMessage } from '../utils/field-form.ts';

const MAXIMUMS: Partial<Record<FieldFormProblem, number>> = {
  labelTooLong: CUSTOM_FIELD_LIMITS.label,
  descriptionTooLong: CUSTOM_FIELD_LIMITS.description,
  tooManyOptions: CUSTOM_FIELD_LIMITS.options,
  optionTooLong: CUSTOM_FIELD_LIMITS.optionLabel,
};

/**
 * The words of the custom field rules in the interface language: `problem` for the form's own checks, `server` for
 * a message of the server, translated when it is one of the shared messages and shown as it came otherwise.
 */
export function useFieldProblemMessage() {
  const { t } = useTranslation('fields');
  const problem = (key: FieldFormProblem | undefined): string | null =>
    key ? t(`messages.${key}`, { max: MAXIMUMS[key] ?? 0 }) : null;
  const server = (message: string | undefined): string | null => {
    if (!message) return null;
    return problem(problemOfMessage(message) ?? undefined) ?? message;
  };
  return { problem, server };
}
