import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import type { FormProblem } from '../utils/form-problems.ts';

/** The message of a form problem for a field, in the interface language (spec 01 §5 generic messages). */
export function useProblemMessage(): (problem: FormProblem | undefined, field: string) => string | null {
  const { t } = useTranslation('milestones');
  const messages = useFormMessages();
  return (problem, field) => {
    if (!problem) return null;
    switch (problem.kind) {
      case 'required':
        return messages.required(field);
      case 'textMax':
        return messages.textMax(field, problem.max);
      case 'numberMin':
        return messages.numberMin(field, problem.min);
      case 'numberMax':
        return messages.numberMax(field, problem.max);
      case 'wholeNumber':
        return t('form.wholeNumber', { field });
      case 'noSteps':
        return t('templates.form.noSteps');
      case 'tooManySteps':
        return t('templates.form.tooManySteps', { max: problem.max });
      case 'invalidDate':
        return t('form.invalidDate', { field });
      case 'invalid':
        return messages.invalid();
    }
  };
}
